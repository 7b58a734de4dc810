CREATE TABLE "termos_fornecedor" (
	"idfornecedor" uuid NOT NULL,
	"termo" text COLLATE "C" NOT NULL,
	"quantidade_produtos" integer NOT NULL,
	CONSTRAINT "termos_fornecedor_idfornecedor_termo_pk" PRIMARY KEY("idfornecedor","termo")
);
--> statement-breakpoint
-- termos_fornecedor.quantidade_produtos: active products per supplier and term (ADR 0063), moved
-- by the net change of each statement that writes produto_termos, in the trigger that writes
-- them: an UPDATE that changes no product's terms (prices, stock, units sold) writes no count
-- and takes no lock there. Rows are written in key order, so two statements moving the same
-- terms lock them in the same order (no deadlock between them).
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
    INSERT INTO produto_termos (idfornecedor, termo, idproduto, pontuacao)
    SELECT t.* FROM linhas_novas n, LATERAL produto_termos_de(n) t
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
-- A delete's terms are already gone (produto_termos.idproduto cascades) when this statement
-- trigger runs: they are the ones produto_termos_de gives the deleted rows, which wrote them.
CREATE FUNCTION produtos_desconta_termos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE termos_fornecedor c SET quantidade_produtos = c.quantidade_produtos - d.n
  FROM (
    SELECT t.idfornecedor, t.termo, count(*)::int AS n
    FROM linhas_antigas o, LATERAL produto_termos_de(o) t
    GROUP BY t.idfornecedor, t.termo
  ) d
  WHERE c.idfornecedor = d.idfornecedor AND c.termo = d.termo;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER produtos_desconta_termos_delete AFTER DELETE ON produtos
  REFERENCING OLD TABLE AS linhas_antigas
  FOR EACH STATEMENT EXECUTE FUNCTION produtos_desconta_termos();
--> statement-breakpoint
INSERT INTO termos_fornecedor (idfornecedor, termo, quantidade_produtos)
SELECT idfornecedor, termo, count(*)::int FROM produto_termos GROUP BY idfornecedor, termo;
--> statement-breakpoint
ANALYZE termos_fornecedor;
