#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RING_MIN_CAPACITY 16u

typedef struct {
    uint8_t *data;
    size_t head;
    size_t tail;
    size_t capacity; /* always a power of two */
} ring_t;

static size_t next_pow2(size_t n)
{
    size_t p = RING_MIN_CAPACITY;
    while (p < n)
        p <<= 1;
    return p;
}

int ring_init(ring_t *r, size_t capacity)
{
    if (r == NULL)
        return -EINVAL;
    r->capacity = next_pow2(capacity);
    r->data = malloc(r->capacity);
    if (r->data == NULL)
        return -ENOMEM;
    r->head = r->tail = 0;
    return 0;
}

static inline size_t ring_used(const ring_t *r)
{
    return (r->head - r->tail) & (r->capacity - 1);
}

size_t ring_write(ring_t *r, const void *src, size_t len)
{
    const uint8_t *p = src;
    size_t free_bytes = r->capacity - 1 - ring_used(r);
    if (len > free_bytes)
        len = free_bytes;
    for (size_t i = 0; i < len; i++) {
        r->data[r->head] = p[i];
        r->head = (r->head + 1) & (r->capacity - 1);
    }
    return len;
}

size_t ring_read(ring_t *r, void *dst, size_t len)
{
    uint8_t *p = dst;
    size_t used = ring_used(r);
    if (len > used)
        len = used;
    for (size_t i = 0; i < len; i++) {
        p[i] = r->data[r->tail];
        r->tail = (r->tail + 1) & (r->capacity - 1);
    }
    return len;
}

void ring_free(ring_t *r)
{
    free(r->data);
    memset(r, 0, sizeof(*r));
}

int main(void)
{
    ring_t r;
    char buf[64];
    if (ring_init(&r, 40) != 0) {
        fprintf(stderr, "ring_init: %s\n", strerror(ENOMEM));
        return 1;
    }
    size_t n = ring_write(&r, "hello, ring buffer", 18);
    n = ring_read(&r, buf, sizeof(buf) - 1);
    buf[n] = '\0';
    printf("%zu bytes: %s (capacity %zu)\n", n, buf, r.capacity);
    ring_free(&r);
    return 0;
}
