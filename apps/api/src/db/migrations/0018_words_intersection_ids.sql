-- The products that hold every one of the given terms, up to p_limite (ADR 0098): the matches a
-- search of several words ranks its page among. As vitrine_contagem_termos (migration 0017), each
-- term's entries are read in product order (produto_termos_produto_idx) and merge-joined, with
-- nested loops and hash joins priced out for this function's own statements, whatever the
-- statistics say; joined as plain relations, each inner side is unique (no Materialize, which
-- the composed merge of ranges pays). Two to four terms; no row otherwise.
CREATE OR REPLACE FUNCTION vitrine_produtos_termos(p_idfornecedor uuid, p_termos text[], p_limite int)
RETURNS TABLE (idproduto integer) LANGUAGE plpgsql STABLE
SET enable_nestloop = off SET enable_hashjoin = off
AS $$
#variable_conflict use_column
BEGIN
  CASE cardinality(p_termos)
  WHEN 2 THEN
    RETURN QUERY SELECT w0.idproduto FROM produto_termos w0
      JOIN produto_termos w1 ON w1.idproduto = w0.idproduto
      WHERE w0.idfornecedor = p_idfornecedor AND w0.termo = p_termos[1]
        AND w1.idfornecedor = p_idfornecedor AND w1.termo = p_termos[2]
      LIMIT p_limite;
  WHEN 3 THEN
    RETURN QUERY SELECT w0.idproduto FROM produto_termos w0
      JOIN produto_termos w1 ON w1.idproduto = w0.idproduto
      JOIN produto_termos w2 ON w2.idproduto = w0.idproduto
      WHERE w0.idfornecedor = p_idfornecedor AND w0.termo = p_termos[1]
        AND w1.idfornecedor = p_idfornecedor AND w1.termo = p_termos[2]
        AND w2.idfornecedor = p_idfornecedor AND w2.termo = p_termos[3]
      LIMIT p_limite;
  WHEN 4 THEN
    RETURN QUERY SELECT w0.idproduto FROM produto_termos w0
      JOIN produto_termos w1 ON w1.idproduto = w0.idproduto
      JOIN produto_termos w2 ON w2.idproduto = w0.idproduto
      JOIN produto_termos w3 ON w3.idproduto = w0.idproduto
      WHERE w0.idfornecedor = p_idfornecedor AND w0.termo = p_termos[1]
        AND w1.idfornecedor = p_idfornecedor AND w1.termo = p_termos[2]
        AND w2.idfornecedor = p_idfornecedor AND w2.termo = p_termos[3]
        AND w3.idfornecedor = p_idfornecedor AND w3.termo = p_termos[4]
      LIMIT p_limite;
  ELSE
    RETURN;
  END CASE;
END
$$;
