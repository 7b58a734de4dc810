CREATE TABLE "produto_termos" (
	"idfornecedor" uuid NOT NULL,
	"termo" text COLLATE "C" NOT NULL,
	"idproduto" integer NOT NULL,
	"pontuacao" bigint NOT NULL,
	CONSTRAINT "produto_termos_idproduto_termo_pk" PRIMARY KEY("idproduto","termo")
);
--> statement-breakpoint
ALTER TABLE "produto_termos" ADD CONSTRAINT "produto_termos_idproduto_produtos_idproduto_fk" FOREIGN KEY ("idproduto") REFERENCES "public"."produtos"("idproduto") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "produto_termos_busca_idx" ON "produto_termos" USING btree ("idfornecedor","termo","pontuacao" DESC NULLS LAST,"idproduto");--> statement-breakpoint
-- The pre-ranked search terms of one product row (see the produto_termos schema): every
-- lexeme of the name (its first word scores 4, the others 3), brand (2) and description (1),
-- the best field per lexeme, then highlighted and units sold. None for an inactive product.
CREATE FUNCTION produto_termos_de(p produtos) RETURNS TABLE (
  idfornecedor uuid, termo text, idproduto integer, pontuacao bigint
) LANGUAGE sql STABLE AS $$
  SELECT p.idfornecedor, l.lexeme, p.idproduto,
    max(l.campo) * 1000000000000
      + CASE WHEN p.destaque THEN 100000000000 ELSE 0 END
      + least(greatest(p.vendidos, 0), 99999999999)
  FROM (
      SELECT lexeme, CASE WHEN 1 = ANY(positions) THEN 4 ELSE 3 END AS campo
        FROM unnest(to_tsvector('portuguese', f_unaccent(p.nome)))
      UNION ALL
      SELECT lexeme, 2 FROM unnest(to_tsvector('portuguese', f_unaccent(p.marca)))
      UNION ALL
      SELECT lexeme, 1 FROM unnest(to_tsvector('portuguese', f_unaccent(p.descricao)))
  ) AS l
  WHERE p.ativo
  GROUP BY l.lexeme
$$;
--> statement-breakpoint
CREATE FUNCTION produtos_indexa_termos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM produto_termos t USING linhas_antigas o WHERE t.idproduto = o.idproduto;
  END IF;
  INSERT INTO produto_termos (idfornecedor, termo, idproduto, pontuacao)
  SELECT t.* FROM linhas_novas n, LATERAL produto_termos_de(n) t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER produtos_indexa_termos_insert AFTER INSERT ON produtos
  REFERENCING NEW TABLE AS linhas_novas
  FOR EACH STATEMENT EXECUTE FUNCTION produtos_indexa_termos();
--> statement-breakpoint
-- Deletes need no trigger: produto_termos.idproduto cascades.
CREATE TRIGGER produtos_indexa_termos_update AFTER UPDATE ON produtos
  REFERENCING OLD TABLE AS linhas_antigas NEW TABLE AS linhas_novas
  FOR EACH STATEMENT EXECUTE FUNCTION produtos_indexa_termos();
--> statement-breakpoint
INSERT INTO produto_termos (idfornecedor, termo, idproduto, pontuacao)
SELECT t.* FROM produtos p, LATERAL produto_termos_de(p) t;
--> statement-breakpoint
ANALYZE produto_termos;
