-- Every API instance keeps the suppliers it reads on every request in memory (issue 12 §3);
-- any change to a supplier, its payment methods or its stores tells all of them at commit.
CREATE OR REPLACE FUNCTION "notify_fornecedor_alterado"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('fornecedor_alterado', COALESCE(NEW."idfornecedor", OLD."idfornecedor")::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "fornecedores_notify" AFTER INSERT OR UPDATE OR DELETE ON "fornecedores"
  FOR EACH ROW EXECUTE FUNCTION "notify_fornecedor_alterado"();
--> statement-breakpoint
CREATE TRIGGER "formas_pagamento_notify" AFTER INSERT OR UPDATE OR DELETE ON "formas_pagamento"
  FOR EACH ROW EXECUTE FUNCTION "notify_fornecedor_alterado"();
--> statement-breakpoint
CREATE TRIGGER "lojas_notify" AFTER INSERT OR UPDATE OR DELETE ON "lojas"
  FOR EACH ROW EXECUTE FUNCTION "notify_fornecedor_alterado"();
