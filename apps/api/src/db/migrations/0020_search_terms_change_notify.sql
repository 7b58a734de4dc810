-- Every API instance remembers the totals of the searches it answered (search-totals.ts, ADR
-- 0103); a change to what a search counts tells all of them at commit, with the supplier as the
-- payload. A search counts a product by its terms (nome, marca, descricao), whether it is active
-- and its category: an update of anything else (price, stock, units sold, image) notifies
-- nothing, so the prices and stock an ERP sends all day keep the totals.
CREATE FUNCTION "notify_termos_alterados"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('termos_alterados', f::text)
      FROM (SELECT DISTINCT idfornecedor AS f FROM linhas_novas) s;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('termos_alterados', f::text)
      FROM (SELECT DISTINCT idfornecedor AS f FROM linhas_antigas) s;
  ELSIF TG_OP = 'TRUNCATE' THEN
    -- Every supplier's products are gone: an empty payload drops every total.
    PERFORM pg_notify('termos_alterados', '');
  ELSE
    PERFORM pg_notify('termos_alterados', f::text)
      FROM (
        SELECT DISTINCT unnest(ARRAY[o.idfornecedor, n.idfornecedor]) AS f
        FROM linhas_antigas o JOIN linhas_novas n ON n.idproduto = o.idproduto
        WHERE (o.idfornecedor, o.nome, o.marca, o.descricao, o.ativo, o.idcategoria)
          IS DISTINCT FROM (n.idfornecedor, n.nome, n.marca, n.descricao, n.ativo, n.idcategoria)
      ) s;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "produtos_notify_termos_insert" AFTER INSERT ON "produtos"
  REFERENCING NEW TABLE AS linhas_novas
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_termos_alterados"();
--> statement-breakpoint
CREATE TRIGGER "produtos_notify_termos_update" AFTER UPDATE ON "produtos"
  REFERENCING OLD TABLE AS linhas_antigas NEW TABLE AS linhas_novas
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_termos_alterados"();
--> statement-breakpoint
CREATE TRIGGER "produtos_notify_termos_delete" AFTER DELETE ON "produtos"
  REFERENCING OLD TABLE AS linhas_antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_termos_alterados"();
--> statement-breakpoint
CREATE TRIGGER "produtos_notify_termos_truncate" AFTER TRUNCATE ON "produtos"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_termos_alterados"();
