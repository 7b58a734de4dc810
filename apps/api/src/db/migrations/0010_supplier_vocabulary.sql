CREATE TABLE "vocabulario_fornecedor" (
	"idfornecedor" uuid NOT NULL,
	"palavra" text COLLATE "C" NOT NULL,
	"termo" text COLLATE "C" NOT NULL,
	CONSTRAINT "vocabulario_fornecedor_idfornecedor_palavra_pk" PRIMARY KEY("idfornecedor","palavra")
);
--> statement-breakpoint
DROP INDEX "produtos_nome_trgm_idx";--> statement-breakpoint
CREATE INDEX "vocabulario_fornecedor_trgm_idx" ON "vocabulario_fornecedor" USING gin ("palavra" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary words of one product row (ADR 0048): each word of 3 letters or more of its name
-- and brand, unaccented and lower case, with its portuguese stem; none for a stop word or an
-- inactive product.
CREATE FUNCTION vocabulario_de(p produtos) RETURNS TABLE (palavra text, termo text)
LANGUAGE sql STABLE AS $$
  SELECT w.palavra, (ts_lexize('portuguese_stem', w.palavra))[1]
  FROM regexp_split_to_table(f_unaccent(lower(p.nome || ' ' || coalesce(p.marca, ''))), '[^a-z0-9]+')
    AS w(palavra)
  WHERE p.ativo AND length(w.palavra) >= 3 AND (ts_lexize('portuguese_stem', w.palavra))[1] IS NOT NULL
$$;
--> statement-breakpoint
-- Statement-level, so a bulk insert adds each distinct word once; words are never removed.
CREATE FUNCTION produtos_acrescenta_vocabulario() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vocabulario_fornecedor (idfornecedor, palavra, termo)
  SELECT DISTINCT ON (n.idfornecedor, v.palavra) n.idfornecedor, v.palavra, v.termo
  FROM linhas_novas n, LATERAL vocabulario_de(n) v
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER produtos_vocabulario_insert AFTER INSERT ON produtos
  REFERENCING NEW TABLE AS linhas_novas
  FOR EACH STATEMENT EXECUTE FUNCTION produtos_acrescenta_vocabulario();
--> statement-breakpoint
CREATE TRIGGER produtos_vocabulario_update AFTER UPDATE ON produtos
  REFERENCING NEW TABLE AS linhas_novas
  FOR EACH STATEMENT EXECUTE FUNCTION produtos_acrescenta_vocabulario();
--> statement-breakpoint
INSERT INTO vocabulario_fornecedor (idfornecedor, palavra, termo)
SELECT DISTINCT ON (p.idfornecedor, v.palavra) p.idfornecedor, v.palavra, v.termo
FROM produtos p, LATERAL vocabulario_de(p) v
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE vocabulario_fornecedor;
