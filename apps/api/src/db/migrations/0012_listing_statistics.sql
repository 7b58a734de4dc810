-- A category belongs to one supplier, so `idfornecedor = $1 AND idcategoria = $2` selects as
-- many products as the category alone. Without statistics on the pair, PostgreSQL multiplies
-- the two columns' selectivities: for a small supplier's category beside a big catalog it
-- guessed a few rows (10 for 835 at the benchmark's 10k supplier beside 1M products), found a
-- plan for those values cheaper than the listing statement's generic plan, and planned the
-- statement again for every request (0.5 ms of planning against 0.12 ms of execution; ADR 0067).
CREATE STATISTICS IF NOT EXISTS produtos_fornecedor_categoria (dependencies, ndistinct)
  ON idfornecedor, idcategoria FROM produtos;
--> statement-breakpoint
-- Statistics for the catalog there is. On an empty table (a new database) ANALYZE would record
-- zero rows, and the plans of the next bulk load (its foreign-key checks among them) would then
-- read the table as if it stayed empty: sequential scans per inserted row. Autovacuum analyzes
-- it once it has rows.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM produtos) THEN ANALYZE produtos; END IF;
END $$;
