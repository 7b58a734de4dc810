-- produto_termos.idcategoria: each term entry carries its product's category (ADR 0068), so a
-- search within a category walks that category's entries of each term by index, where it read
-- the product row of every entry of the term to check the category (about 1 s for "cafe" in a
-- category without coffee at 1M products). Every UPDATE of produtos rewrites the product's
-- entries (produtos_indexa_termos), so a product moved to another category moves its entries.
ALTER TABLE produto_termos ADD COLUMN idcategoria integer;
--> statement-breakpoint
UPDATE produto_termos t SET idcategoria = p.idcategoria FROM produtos p WHERE p.idproduto = t.idproduto;
--> statement-breakpoint
ALTER TABLE produto_termos ALTER COLUMN idcategoria SET NOT NULL;
--> statement-breakpoint
CREATE INDEX produto_termos_categoria_idx
  ON produto_termos (idfornecedor, idcategoria, termo, pontuacao DESC NULLS LAST, idproduto);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION produtos_indexa_termos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  saem_fornecedores uuid[] := '{}';
  saem_termos text[] := '{}';
  saem_quantidades int[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- The terms the old rows held, as stored, counted per supplier and term (a few thousand at
    -- most, whatever the number of rows).
    WITH saem AS (
      DELETE FROM produto_termos t USING linhas_antigas o WHERE t.idproduto = o.idproduto
      RETURNING t.idfornecedor, t.termo
    ), porTermo AS (
      SELECT idfornecedor, termo, count(*)::int AS n FROM saem GROUP BY idfornecedor, termo
    )
    SELECT coalesce(array_agg(idfornecedor), '{}'), coalesce(array_agg(termo), '{}'),
           coalesce(array_agg(n), '{}')
      INTO saem_fornecedores, saem_termos, saem_quantidades
      FROM porTermo;
  END IF;
  WITH entram AS (
    INSERT INTO produto_termos (idfornecedor, termo, idproduto, pontuacao, idcategoria)
    SELECT t.*, n.idcategoria FROM linhas_novas n, LATERAL produto_termos_de(n) t
    RETURNING idfornecedor, termo
  ), mudancas AS (
    SELECT idfornecedor, termo, sum(n)::int AS n FROM (
      SELECT idfornecedor, termo, 1 AS n FROM entram
      UNION ALL
      SELECT s.idfornecedor, s.termo COLLATE "C", -s.n
        FROM unnest(saem_fornecedores, saem_termos, saem_quantidades) AS s(idfornecedor, termo, n)
    ) x
    GROUP BY idfornecedor, termo
    HAVING sum(n) <> 0
  )
  INSERT INTO termos_fornecedor AS c (idfornecedor, termo, quantidade_produtos)
  SELECT idfornecedor, termo, n FROM mudancas ORDER BY idfornecedor, termo
  ON CONFLICT (idfornecedor, termo)
    DO UPDATE SET quantidade_produtos = c.quantidade_produtos + excluded.quantidade_produtos;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Statistics for the catalog there is. On an empty table (a new database) ANALYZE would record
-- zero rows, and the plans of the next bulk load (its foreign-key checks among them) would then
-- read the table as if it stayed empty: sequential scans per inserted row. Autovacuum analyzes
-- it once it has rows.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM produto_termos) THEN ANALYZE produto_termos; END IF;
END $$;
