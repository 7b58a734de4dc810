-- produto_termos.nome_chave, preco_centavos, vendidos: each term entry carries its product's
-- order keys (ADR 0075), so a search in name order, and one in price or best-seller order over a
-- range it reads whole, takes its page from the term index alone.
-- A name-order search walked the name index instead, probing each product for the term; a
-- product's name holds its own words, so the matches of a common word lie together far along
-- that index ("refrigerante" at 1M products: 816,686 entries probed, 5.5 s). Every UPDATE of
-- produtos rewrites the product's entries (produtos_indexa_termos), so they follow a rename or a
-- new price.
ALTER TABLE produto_termos
  ADD COLUMN nome_chave text COLLATE "C",
  ADD COLUMN preco_centavos integer,
  ADD COLUMN vendidos integer;
--> statement-breakpoint
UPDATE produto_termos t
  SET nome_chave = p.nome_chave, preco_centavos = p.preco_centavos, vendidos = p.vendidos
  FROM produtos p WHERE p.idproduto = t.idproduto;
--> statement-breakpoint
ALTER TABLE produto_termos
  ALTER COLUMN nome_chave SET NOT NULL,
  ALTER COLUMN preco_centavos SET NOT NULL,
  ALTER COLUMN vendidos SET NOT NULL;
--> statement-breakpoint
-- The price and units sold follow the name: the range is read whole and sorted (never walked in
-- their order), so they only need to be in the index for an index-only scan.
CREATE INDEX produto_termos_ordem_idx
  ON produto_termos (idfornecedor, termo, nome_chave, idproduto, preco_centavos, vendidos);
--> statement-breakpoint
CREATE INDEX produto_termos_ordem_categoria_idx
  ON produto_termos (idfornecedor, idcategoria, termo, nome_chave, idproduto, preco_centavos, vendidos);
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
    INSERT INTO produto_termos (idfornecedor, termo, idproduto, pontuacao, idcategoria, nome_chave,
      preco_centavos, vendidos)
    SELECT t.*, n.idcategoria, n.nome_chave, n.preco_centavos, n.vendidos FROM linhas_novas n, LATERAL produto_termos_de(n) t
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
-- As in 0013: statistics only for a catalog there is (an empty table's would mislead the next
-- bulk load's plans).
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM produto_termos) THEN ANALYZE produto_termos; END IF;
END $$;
