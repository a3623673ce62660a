-- The content platform keeps what it read of the catalogue and the content in memory (backend/content/memory.ts);
-- every statement that changes one of these tables tells it to read again, whoever wrote it.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER variant_prices_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variant_prices FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER product_tiles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_tiles FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER content_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_pages FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER content_snippets_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_snippets FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER content_menus_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON content_menus FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
