-- Each category's term entries in product order (ADR 0100). A search of several words within a
-- category merged the words' ranges in every category, up to 10,000 matches, then counted the
-- category's share of them: at a million products that read hundreds of thousands of entries
-- ("leite em po integral" in its category: 50-110 ms). With each category's entries by product,
-- the words' ranges of the category alone are merged, and the merge stops at the count's cap.
CREATE INDEX IF NOT EXISTS produto_termos_categoria_produto_idx
  ON produto_termos (idfornecedor, idcategoria, termo, idproduto);--> statement-breakpoint
-- The products of a category that hold every one of the given terms, up to p_limite: as
-- vitrine_produtos_termos (migration 0018), each term's entries of the category read in product
-- order and merge-joined, nested loops and hash joins priced out for this function's own
-- statements. Two to four terms; no row otherwise.
CREATE OR REPLACE FUNCTION vitrine_produtos_termos_categoria(p_idfornecedor uuid,
  p_idcategoria int, p_termos text[], p_limite int)
RETURNS TABLE (idproduto integer) LANGUAGE plpgsql STABLE
SET enable_nestloop = off SET enable_hashjoin = off
AS $$
#variable_conflict use_column
BEGIN
  CASE cardinality(p_termos)
  WHEN 2 THEN
    RETURN QUERY SELECT w0.idproduto FROM produto_termos w0
      JOIN produto_termos w1 ON w1.idproduto = w0.idproduto
      WHERE w0.idfornecedor = p_idfornecedor AND w0.idcategoria = p_idcategoria
        AND w0.termo = p_termos[1]
        AND w1.idfornecedor = p_idfornecedor AND w1.idcategoria = p_idcategoria
        AND w1.termo = p_termos[2]
      LIMIT p_limite;
  WHEN 3 THEN
    RETURN QUERY SELECT w0.idproduto FROM produto_termos w0
      JOIN produto_termos w1 ON w1.idproduto = w0.idproduto
      JOIN produto_termos w2 ON w2.idproduto = w0.idproduto
      WHERE w0.idfornecedor = p_idfornecedor AND w0.idcategoria = p_idcategoria
        AND w0.termo = p_termos[1]
        AND w1.idfornecedor = p_idfornecedor AND w1.idcategoria = p_idcategoria
        AND w1.termo = p_termos[2]
        AND w2.idfornecedor = p_idfornecedor AND w2.idcategoria = p_idcategoria
        AND w2.termo = p_termos[3]
      LIMIT p_limite;
  WHEN 4 THEN
    RETURN QUERY SELECT w0.idproduto FROM produto_termos w0
      JOIN produto_termos w1 ON w1.idproduto = w0.idproduto
      JOIN produto_termos w2 ON w2.idproduto = w0.idproduto
      JOIN produto_termos w3 ON w3.idproduto = w0.idproduto
      WHERE w0.idfornecedor = p_idfornecedor AND w0.idcategoria = p_idcategoria
        AND w0.termo = p_termos[1]
        AND w1.idfornecedor = p_idfornecedor AND w1.idcategoria = p_idcategoria
        AND w1.termo = p_termos[2]
        AND w2.idfornecedor = p_idfornecedor AND w2.idcategoria = p_idcategoria
        AND w2.termo = p_termos[3]
        AND w3.idfornecedor = p_idfornecedor AND w3.idcategoria = p_idcategoria
        AND w3.termo = p_termos[4]
      LIMIT p_limite;
  ELSE
    RETURN;
  END CASE;
END
$$;
