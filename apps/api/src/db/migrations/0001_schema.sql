CREATE TABLE "areas_atendimento" (
	"idarea" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"nome" text NOT NULL,
	"coordenadas" jsonb NOT NULL,
	"prefixos_cep" text[] DEFAULT '{}'::text[] NOT NULL,
	"taxa_entrega_centavos" integer NOT NULL,
	"pedido_minimo_centavos" integer DEFAULT 0 NOT NULL,
	"prazo_dias" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formas_pagamento" (
	"idformapagto" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"descricao" text NOT NULL,
	"tipo" text NOT NULL,
	"exige_pagamento_antecipado" boolean NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fornecedores" (
	"idfornecedor" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempresa" integer NOT NULL,
	"slug" text NOT NULL,
	"nome" text NOT NULL,
	"dominio" text,
	"cnpj" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"segmentos" text[] DEFAULT '{}'::text[] NOT NULL,
	"modulos" text[] DEFAULT '{Todos}'::text[] NOT NULL,
	"ordenacoes_produto" jsonb NOT NULL,
	"tema" jsonb NOT NULL,
	"rodape" jsonb NOT NULL,
	"meta_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pix_chave" text NOT NULL,
	"pix_cidade" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lojas" (
	"idloja" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"nome" text DEFAULT 'Loja do Fornecedor' NOT NULL,
	"descricao_endereco_loja" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"horario" text,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorias" (
	"idcategoria" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"nome" text NOT NULL,
	"slug" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"idproduto" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"idcategoria" integer NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"marca" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"unidade" text NOT NULL,
	"imagem" text NOT NULL,
	"preco_centavos" integer NOT NULL,
	"preconf_centavos" integer,
	"precovendaatacado_centavos" integer,
	"minvendaatacado_milli" integer,
	"multiploincremento" integer DEFAULT 1 NOT NULL,
	"granularidade_milli" integer DEFAULT 1000 NOT NULL,
	"min_por_pedido_milli" integer DEFAULT 1000 NOT NULL,
	"maxporpedido_milli" integer,
	"preco_embalagem_centavos" integer,
	"desconto_progressivo" jsonb,
	"idcadastroextraproduto" integer,
	"destaque" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"vendidos" integer DEFAULT 0 NOT NULL,
	"busca" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese', f_unaccent(nome || ' ' || marca || ' ' || descricao))) STORED
);
--> statement-breakpoint
CREATE TABLE "produtos_vinculados" (
	"idproduto" integer NOT NULL,
	"idvinculado" integer NOT NULL,
	"tipo" text NOT NULL,
	CONSTRAINT "produtos_vinculados_idproduto_idvinculado_tipo_pk" PRIMARY KEY("idproduto","idvinculado","tipo")
);
--> statement-breakpoint
CREATE TABLE "cadastros_cliente" (
	"idcadastroextracliente" serial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"cadastro_aprovado" boolean DEFAULT true NOT NULL,
	"termosuso_aceitos_em" timestamp with time zone,
	"limite_credito_total_centavos" integer DEFAULT 0 NOT NULL,
	"limite_credito_disponivel_centavos" integer DEFAULT 0 NOT NULL,
	"tag" text
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"idcliente" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" text,
	"cpf" text,
	"documento_estrangeiro" text,
	"telefone" text,
	"senha_hash" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enderecos" (
	"idendereco" serial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"rua" text NOT NULL,
	"numero" text NOT NULL,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"uf" text NOT NULL,
	"cep" text NOT NULL,
	"complemento" text,
	"pais" text DEFAULT 'Brasil' NOT NULL,
	"apelido" text,
	"pontoref" text,
	"lat" double precision,
	"lng" double precision,
	"cod_erp" text,
	"primario" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes" (
	"idsessao" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"idcliente" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "carrinho_itens" (
	"idcarrinho" integer NOT NULL,
	"idproduto" integer NOT NULL,
	"quantidade_milli" integer NOT NULL,
	"embalar_para_presente" boolean DEFAULT false NOT NULL,
	"precoatendente_centavos" integer,
	CONSTRAINT "carrinho_itens_idcarrinho_idproduto_pk" PRIMARY KEY("idcarrinho","idproduto")
);
--> statement-breakpoint
CREATE TABLE "carrinhos" (
	"idcarrinho" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"idcliente" integer NOT NULL,
	"observacao" text,
	"num_pedido_cliente" text,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"idpagamento" serial PRIMARY KEY NOT NULL,
	"numpedido" integer NOT NULL,
	"idformapagto" integer NOT NULL,
	"tipo" text NOT NULL,
	"status" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"pix_txid" text,
	"pix_copia_e_cola" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pedido_itens" (
	"idpedidoitem" serial PRIMARY KEY NOT NULL,
	"numpedido" integer NOT NULL,
	"idproduto" integer NOT NULL,
	"nome" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidade_milli" integer NOT NULL,
	"preco_unitario_centavos" integer NOT NULL,
	"regra_preco" text NOT NULL,
	"embalar_para_presente" boolean DEFAULT false NOT NULL,
	"total_embalagem_centavos" integer DEFAULT 0 NOT NULL,
	"total_centavos" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_status_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"numpedido" integer NOT NULL,
	"status" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"numpedido" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"idcliente" integer NOT NULL,
	"status" text NOT NULL,
	"tipo_entrega" text NOT NULL,
	"canal_venda" text DEFAULT 'WEB' NOT NULL,
	"idformapagto" integer NOT NULL,
	"anotacoes" text,
	"num_pedido_cliente" text,
	"endereco_entrega" jsonb,
	"loja_retira" jsonb,
	"forma_entrega" jsonb,
	"total_itens_centavos" integer NOT NULL,
	"taxa_entrega_centavos" integer NOT NULL,
	"desconto_centavos" integer DEFAULT 0 NOT NULL,
	"total_centavos" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"codigo_erp" text,
	"chave_nfe" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas_atendimento" ADD CONSTRAINT "areas_atendimento_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formas_pagamento" ADD CONSTRAINT "formas_pagamento_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lojas" ADD CONSTRAINT "lojas_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias" ADD CONSTRAINT "categorias_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_idcategoria_categorias_idcategoria_fk" FOREIGN KEY ("idcategoria") REFERENCES "public"."categorias"("idcategoria") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos_vinculados" ADD CONSTRAINT "produtos_vinculados_idproduto_produtos_idproduto_fk" FOREIGN KEY ("idproduto") REFERENCES "public"."produtos"("idproduto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos_vinculados" ADD CONSTRAINT "produtos_vinculados_idvinculado_produtos_idproduto_fk" FOREIGN KEY ("idvinculado") REFERENCES "public"."produtos"("idproduto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastros_cliente" ADD CONSTRAINT "cadastros_cliente_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadastros_cliente" ADD CONSTRAINT "cadastros_cliente_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos" ADD CONSTRAINT "enderecos_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes" ADD CONSTRAINT "sessoes_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinho_itens" ADD CONSTRAINT "carrinho_itens_idcarrinho_carrinhos_idcarrinho_fk" FOREIGN KEY ("idcarrinho") REFERENCES "public"."carrinhos"("idcarrinho") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinho_itens" ADD CONSTRAINT "carrinho_itens_idproduto_produtos_idproduto_fk" FOREIGN KEY ("idproduto") REFERENCES "public"."produtos"("idproduto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinhos" ADD CONSTRAINT "carrinhos_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinhos" ADD CONSTRAINT "carrinhos_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_numpedido_pedidos_numpedido_fk" FOREIGN KEY ("numpedido") REFERENCES "public"."pedidos"("numpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_idformapagto_formas_pagamento_idformapagto_fk" FOREIGN KEY ("idformapagto") REFERENCES "public"."formas_pagamento"("idformapagto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_numpedido_pedidos_numpedido_fk" FOREIGN KEY ("numpedido") REFERENCES "public"."pedidos"("numpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD CONSTRAINT "pedido_itens_idproduto_produtos_idproduto_fk" FOREIGN KEY ("idproduto") REFERENCES "public"."produtos"("idproduto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_status_historico" ADD CONSTRAINT "pedido_status_historico_numpedido_pedidos_numpedido_fk" FOREIGN KEY ("numpedido") REFERENCES "public"."pedidos"("numpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_idformapagto_formas_pagamento_idformapagto_fk" FOREIGN KEY ("idformapagto") REFERENCES "public"."formas_pagamento"("idformapagto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_slug_uq" ON "fornecedores" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_dominio_uq" ON "fornecedores" USING btree ("dominio");--> statement-breakpoint
CREATE INDEX "categorias_fornecedor_idx" ON "categorias" USING btree ("idfornecedor");--> statement-breakpoint
CREATE INDEX "produtos_fornecedor_categoria_idx" ON "produtos" USING btree ("idfornecedor","idcategoria");--> statement-breakpoint
CREATE INDEX "produtos_busca_idx" ON "produtos" USING gin ("busca");--> statement-breakpoint
CREATE INDEX "produtos_nome_trgm_idx" ON "produtos" USING gin (f_unaccent(lower("nome")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "cadastros_cliente_uq" ON "cadastros_cliente" USING btree ("idcliente","idfornecedor");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_email_uq" ON "clientes" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_cpf_uq" ON "clientes" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "enderecos_cliente_idx" ON "enderecos" USING btree ("idcliente");--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_token_uq" ON "sessoes" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "carrinhos_cliente_uq" ON "carrinhos" USING btree ("idfornecedor","idcliente");--> statement-breakpoint
CREATE INDEX "pagamentos_pedido_idx" ON "pagamentos" USING btree ("numpedido");--> statement-breakpoint
CREATE INDEX "pedido_itens_pedido_idx" ON "pedido_itens" USING btree ("numpedido");--> statement-breakpoint
CREATE INDEX "pedido_status_pedido_idx" ON "pedido_status_historico" USING btree ("numpedido");--> statement-breakpoint
CREATE INDEX "pedidos_cliente_idx" ON "pedidos" USING btree ("idfornecedor","idcliente","criado_em");