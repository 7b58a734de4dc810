-- Each term's entries in product order (ADR 0095). The total of a search of several words probed
-- the walked word's entries one by one for the other words (a primary-key descent each, 3,600 for
-- "leite integral" at a million products, 11-16 ms), or hashed the other word's whole range. With
-- each term's entries by product, the words' ranges are merged in product order and intersected
-- by a merge join that stops at the count's cap (1.3 ms there).
CREATE INDEX IF NOT EXISTS produto_termos_produto_idx
  ON produto_termos (idfornecedor, termo, idproduto);
