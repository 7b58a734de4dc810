-- produto_termos.nome_chave: each term entry carries its product's name key (ADR 0075), so a
-- search in name order (NOME_AZ, NOME_ZA) reads its matches' names from the term index alone.
-- It walked the name index instead, probing each product for the term; a product's name holds
-- its own words, so the matches of a common word lie together far along that index
-- ("refrigerante" at 1M products: 816,686 entries probed, 5.5 s). Every UPDATE of produtos
-- rewrites the product's entries (produtos_indexa_termos), so a renamed product's entries follow.
ALTER TABLE produto_termos ADD COLUMN nome_chave text COLLATE "C";
--> statement-breakpoint
UPDATE produto_termos t SET nome_chave = p.nome_chave FROM produtos p WHERE p.idproduto = t.idproduto;
--> statement-breakpoint
ALTER TABLE produto_termos ALTER COLUMN nome_chave SET NOT NULL;
--> statement-breakpoint
CREATE INDEX produto_termos_nome_idx ON produto_termos (idfornecedor, termo, nome_chave, idproduto);
--> statement-breakpoint
CREATE INDEX produto_termos_nome_categoria_idx
  ON produto_termos (idfornecedor, idcategoria, termo, nome_chave, idproduto);
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
    INSERT INTO produto_termos (idfornecedor, termo, idproduto, pontuacao, idcategoria, nome_chave)
    SELECT t.*, n.idcategoria, n.nome_chave FROM linhas_novas n, LATERAL produto_termos_de(n) t
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
