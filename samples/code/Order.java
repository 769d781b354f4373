package com.example.orders;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

public final class Order {
    public enum Status { NEW, PAID, SHIPPED, CANCELLED }

    private final String id;
    private final String customerId;
    private final List<OrderLine> lines = new ArrayList<>();
    private Status status = Status.NEW;
    private Instant updatedAt = Instant.now();

    public Order(String id, String customerId) {
        this.id = Objects.requireNonNull(id, "id");
        this.customerId = Objects.requireNonNull(customerId, "customerId");
    }

    public void addLine(String sku, int quantity, BigDecimal unitPrice) {
        if (status != Status.NEW) {
            throw new IllegalStateException("cannot add lines to an order that is " + status);
        }
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
        lines.add(new OrderLine(sku, quantity, unitPrice));
        updatedAt = Instant.now();
    }

    public BigDecimal total() {
        return lines.stream()
                .map(line -> line.unitPrice().multiply(BigDecimal.valueOf(line.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    public Optional<OrderLine> findLine(String sku) {
        return lines.stream().filter(l -> l.sku().equals(sku)).findFirst();
    }

    public void markPaid() {
        if (lines.isEmpty()) {
            throw new IllegalStateException("an empty order cannot be paid");
        }
        status = Status.PAID;
        updatedAt = Instant.now();
    }

    public List<OrderLine> getLines() {
        return Collections.unmodifiableList(lines);
    }

    @Override
    public String toString() {
        return String.format("Order[%s, customer=%s, %d lines, %s]", id, customerId, lines.size(), status);
    }

    public record OrderLine(String sku, int quantity, BigDecimal unitPrice) {}
}
