DROP INDEX "produtos_fornecedor_categoria_idx";--> statement-breakpoint
ALTER TABLE "categorias" ADD COLUMN "quantidade_produtos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "nome_chave" text COLLATE "C" GENERATED ALWAYS AS (f_unaccent(lower(nome))) STORED;--> statement-breakpoint
CREATE INDEX "produtos_lista_relevancia_categoria_idx" ON "produtos" USING btree ("idfornecedor","idcategoria","destaque" DESC NULLS LAST,"vendidos" DESC NULLS LAST,"nome_chave","idproduto") WHERE "produtos"."ativo";--> statement-breakpoint
CREATE INDEX "produtos_lista_relevancia_idx" ON "produtos" USING btree ("idfornecedor","destaque" DESC NULLS LAST,"vendidos" DESC NULLS LAST,"nome_chave","idproduto") WHERE "produtos"."ativo";--> statement-breakpoint
CREATE INDEX "produtos_lista_vendidos_categoria_idx" ON "produtos" USING btree ("idfornecedor","idcategoria","vendidos" DESC NULLS LAST,"nome_chave","idproduto") WHERE "produtos"."ativo";--> statement-breakpoint
CREATE INDEX "produtos_lista_vendidos_idx" ON "produtos" USING btree ("idfornecedor","vendidos" DESC NULLS LAST,"nome_chave","idproduto") WHERE "produtos"."ativo";--> statement-breakpoint
CREATE INDEX "produtos_lista_preco_categoria_idx" ON "produtos" USING btree ("idfornecedor","idcategoria","preco_centavos","nome_chave","idproduto") WHERE "produtos"."ativo";--> statement-breakpoint
CREATE INDEX "produtos_lista_preco_idx" ON "produtos" USING btree ("idfornecedor","preco_centavos","nome_chave","idproduto") WHERE "produtos"."ativo";--> statement-breakpoint
CREATE INDEX "produtos_lista_nome_categoria_idx" ON "produtos" USING btree ("idfornecedor","idcategoria","nome_chave","idproduto") WHERE "produtos"."ativo";--> statement-breakpoint
CREATE INDEX "produtos_lista_nome_idx" ON "produtos" USING btree ("idfornecedor","nome_chave","idproduto") WHERE "produtos"."ativo";--> statement-breakpoint
-- categorias.quantidade_produtos: active products per category, kept exact by statement-level
-- triggers (one UPDATE per statement and category, whatever the number of rows), so the
-- category list and the listing's total never count the catalog (issue 12 §3).
CREATE FUNCTION produtos_conta_categorias() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Net change per category; an UPDATE that moves no product in or out of a category (prices,
  -- sales counts) changes no categorias row, so it takes no lock there.
  IF TG_OP = 'INSERT' THEN
    UPDATE categorias c SET quantidade_produtos = c.quantidade_produtos + d.n
    FROM (SELECT idcategoria, count(*)::int AS n FROM linhas_novas WHERE ativo GROUP BY idcategoria) d
    WHERE c.idcategoria = d.idcategoria;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE categorias c SET quantidade_produtos = c.quantidade_produtos - d.n
    FROM (SELECT idcategoria, count(*)::int AS n FROM linhas_antigas WHERE ativo GROUP BY idcategoria) d
    WHERE c.idcategoria = d.idcategoria;
  ELSE
    UPDATE categorias c SET quantidade_produtos = c.quantidade_produtos + d.n
    FROM (
      SELECT idcategoria, sum(n)::int AS n FROM (
        SELECT idcategoria, -1 AS n FROM linhas_antigas WHERE ativo
        UNION ALL
        SELECT idcategoria, 1 AS n FROM linhas_novas WHERE ativo
      ) x GROUP BY idcategoria HAVING sum(n) <> 0
    ) d
    WHERE c.idcategoria = d.idcategoria;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER produtos_conta_categorias_insert AFTER INSERT ON produtos
  REFERENCING NEW TABLE AS linhas_novas
  FOR EACH STATEMENT EXECUTE FUNCTION produtos_conta_categorias();
--> statement-breakpoint
CREATE TRIGGER produtos_conta_categorias_update AFTER UPDATE ON produtos
  REFERENCING OLD TABLE AS linhas_antigas NEW TABLE AS linhas_novas
  FOR EACH STATEMENT EXECUTE FUNCTION produtos_conta_categorias();
--> statement-breakpoint
CREATE TRIGGER produtos_conta_categorias_delete AFTER DELETE ON produtos
  REFERENCING OLD TABLE AS linhas_antigas
  FOR EACH STATEMENT EXECUTE FUNCTION produtos_conta_categorias();
--> statement-breakpoint
UPDATE categorias c SET quantidade_produtos = (
  SELECT count(*)::int FROM produtos p WHERE p.idcategoria = c.idcategoria AND p.ativo
);
