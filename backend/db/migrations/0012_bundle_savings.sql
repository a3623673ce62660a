-- An order line keeps the saving it was bought with (a bundle's), so its discounted total stays what was paid.
ALTER TABLE order_line_items ADD COLUMN discount numeric(12, 2) NOT NULL DEFAULT 0;
