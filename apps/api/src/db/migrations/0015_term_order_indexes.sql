-- Each term's entries in best-seller order and in price order (ADR 0094). A search in those
-- orders read its whole term range and sorted it (0014): "cafe" at a million products is 16,667
-- entries, 11–12 ms of CPU per page. With these indexes it merges the range's terms, reading at
-- most a page's depth of each term in the order; MAIOR_PRECO reads the price index backwards and
-- sorts only the ties of a price. Name orders use produto_termos_ordem_idx the same way.
CREATE INDEX produto_termos_vendidos_idx
  ON produto_termos (idfornecedor, termo, vendidos DESC, nome_chave, idproduto);
--> statement-breakpoint
CREATE INDEX produto_termos_preco_idx
  ON produto_termos (idfornecedor, termo, preco_centavos, nome_chave, idproduto);
