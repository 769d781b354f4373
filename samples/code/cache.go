package cache

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// ErrNotFound is returned when a key is missing or has expired.
var ErrNotFound = errors.New("cache: key not found")

type entry struct {
	value     []byte
	expiresAt time.Time
}

// Cache is a concurrency-safe in-memory store with per-key expiry.
type Cache struct {
	mu      sync.RWMutex
	items   map[string]entry
	maxSize int
	onEvict func(key string, value []byte)
}

// New returns a Cache holding at most maxSize keys.
func New(maxSize int) (*Cache, error) {
	if maxSize <= 0 {
		return nil, fmt.Errorf("cache: maxSize must be positive, got %d", maxSize)
	}
	return &Cache{items: make(map[string]entry, maxSize), maxSize: maxSize}, nil
}

// Get returns the value stored under key.
func (c *Cache) Get(ctx context.Context, key string) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	c.mu.RLock()
	e, ok := c.items[key]
	c.mu.RUnlock()
	if !ok || (!e.expiresAt.IsZero() && time.Now().After(e.expiresAt)) {
		return nil, ErrNotFound
	}
	return e.value, nil
}

// Set stores value under key for ttl (0: no expiry).
func (c *Cache) Set(key string, value []byte, ttl time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.items) >= c.maxSize {
		for k, v := range c.items {
			delete(c.items, k)
			if c.onEvict != nil {
				c.onEvict(k, v.value)
			}
			break
		}
	}
	var exp time.Time
	if ttl > 0 {
		exp = time.Now().Add(ttl)
	}
	c.items[key] = entry{value: value, expiresAt: exp}
}
