CREATE TABLE "pedido_avaliacoes" (
	"numpedido" integer PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"estrelas" integer NOT NULL,
	"comentario" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_efeitos_falhos" (
	"id" serial PRIMARY KEY NOT NULL,
	"numpedido" integer NOT NULL,
	"evento" text NOT NULL,
	"erro" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notas_fiscais" (
	"idnota" serial PRIMARY KEY NOT NULL,
	"numpedido" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"serie" integer NOT NULL,
	"numero" integer NOT NULL,
	"chave" text NOT NULL,
	"ambiente" integer NOT NULL,
	"xml" text NOT NULL,
	"emitida_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creditos_consumidos" (
	"idcredito" serial PRIMARY KEY NOT NULL,
	"numpedido" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"idcliente" integer NOT NULL,
	"valor_centavos" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"liberado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "faturas" (
	"idfatura" serial PRIMARY KEY NOT NULL,
	"numero" text NOT NULL,
	"numpedido" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"idcliente" integer NOT NULL,
	"emissao" date NOT NULL,
	"vencimento" date NOT NULL,
	"valor_centavos" integer NOT NULL,
	"status" text DEFAULT 'ABERTA' NOT NULL,
	"paga_em" timestamp with time zone,
	"boleto_linha_digitavel" text,
	"boleto_url" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cartoes_salvos" (
	"idcreditcard" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"idcliente" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_card_id" text NOT NULL,
	"gateway_customer_id" text,
	"bandeira" text NOT NULL,
	"mascara" text NOT NULL,
	"validade" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cobranca_transicoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"idcobranca" integer NOT NULL,
	"de" text,
	"para" text NOT NULL,
	"origem" text NOT NULL,
	"valor_centavos" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cobrancas" (
	"idcobranca" serial PRIMARY KEY NOT NULL,
	"idpagamento" integer NOT NULL,
	"numpedido" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"idcliente" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_id" text,
	"tipo" text NOT NULL,
	"status" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"capturado_centavos" integer DEFAULT 0 NOT NULL,
	"estornado_centavos" integer DEFAULT 0 NOT NULL,
	"quant_parcelas" integer DEFAULT 1 NOT NULL,
	"pre_autorizacao" boolean DEFAULT false NOT NULL,
	"chave_idempotencia" text NOT NULL,
	"cartao_bandeira" text,
	"cartao_mascara" text,
	"pix_txid" text,
	"pix_copia_e_cola" text,
	"boleto_linha_digitavel" text,
	"boleto_codigo_barras" text,
	"vencimento" text,
	"expira_em" timestamp with time zone,
	"mensagem_erro" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formas_pagamento_gateway" (
	"idformapagto" integer PRIMARY KEY NOT NULL,
	"gateway_ativo" boolean DEFAULT true NOT NULL,
	"max_parcelas" integer DEFAULT 1 NOT NULL,
	"parcela_minima_centavos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamento_webhook_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"tipo" text NOT NULL,
	"gateway_id" text,
	"resultado" text NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_cartoes" (
	"id" text PRIMARY KEY NOT NULL,
	"bandeira" text NOT NULL,
	"ultimos4" text NOT NULL,
	"validade" text NOT NULL,
	"resultado" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_cobrancas" (
	"id" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"status" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"capturado_centavos" integer DEFAULT 0 NOT NULL,
	"estornado_centavos" integer DEFAULT 0 NOT NULL,
	"captura" boolean DEFAULT true NOT NULL,
	"referencia" text NOT NULL,
	"bandeira" text,
	"ultimos4" text,
	"pix_txid" text,
	"pix_copia_e_cola" text,
	"boleto_linha_digitavel" text,
	"boleto_codigo_barras" text,
	"vencimento" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_idempotencia" (
	"chave" text PRIMARY KEY NOT NULL,
	"operacao" text NOT NULL,
	"resposta" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_psp_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"cartao_id" text,
	"bandeira" text NOT NULL,
	"ultimos4" text NOT NULL,
	"validade" text NOT NULL,
	"resultado" text NOT NULL,
	"usado" boolean DEFAULT false NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "formas_pagamento" ADD COLUMN "ajuste_preco_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "formas_pagamento" ADD COLUMN "prazo_dias" integer;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "quant_parcelas" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "mensagem_erro" text;--> statement-breakpoint
ALTER TABLE "pedido_itens" ADD COLUMN "quantidade_faturada_milli" integer;--> statement-breakpoint
ALTER TABLE "pedido_status_historico" ADD COLUMN "evento" text;--> statement-breakpoint
ALTER TABLE "pedido_status_historico" ADD COLUMN "idatendente" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "canal_origem" text DEFAULT 'WEB_COMMERCE' NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "faturado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedido_avaliacoes" ADD CONSTRAINT "pedido_avaliacoes_numpedido_pedidos_numpedido_fk" FOREIGN KEY ("numpedido") REFERENCES "public"."pedidos"("numpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_avaliacoes" ADD CONSTRAINT "pedido_avaliacoes_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_efeitos_falhos" ADD CONSTRAINT "pedido_efeitos_falhos_numpedido_pedidos_numpedido_fk" FOREIGN KEY ("numpedido") REFERENCES "public"."pedidos"("numpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_numpedido_pedidos_numpedido_fk" FOREIGN KEY ("numpedido") REFERENCES "public"."pedidos"("numpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_consumidos" ADD CONSTRAINT "creditos_consumidos_numpedido_pedidos_numpedido_fk" FOREIGN KEY ("numpedido") REFERENCES "public"."pedidos"("numpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_consumidos" ADD CONSTRAINT "creditos_consumidos_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creditos_consumidos" ADD CONSTRAINT "creditos_consumidos_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_numpedido_pedidos_numpedido_fk" FOREIGN KEY ("numpedido") REFERENCES "public"."pedidos"("numpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartoes_salvos" ADD CONSTRAINT "cartoes_salvos_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cartoes_salvos" ADD CONSTRAINT "cartoes_salvos_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobranca_transicoes" ADD CONSTRAINT "cobranca_transicoes_idcobranca_cobrancas_idcobranca_fk" FOREIGN KEY ("idcobranca") REFERENCES "public"."cobrancas"("idcobranca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_idpagamento_pagamentos_idpagamento_fk" FOREIGN KEY ("idpagamento") REFERENCES "public"."pagamentos"("idpagamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_numpedido_pedidos_numpedido_fk" FOREIGN KEY ("numpedido") REFERENCES "public"."pedidos"("numpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cobrancas" ADD CONSTRAINT "cobrancas_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formas_pagamento_gateway" ADD CONSTRAINT "formas_pagamento_gateway_idformapagto_formas_pagamento_idformapagto_fk" FOREIGN KEY ("idformapagto") REFERENCES "public"."formas_pagamento"("idformapagto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_efeitos_falhos_pedido_idx" ON "pedido_efeitos_falhos" USING btree ("numpedido");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_pedido_idx" ON "notas_fiscais" USING btree ("numpedido");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_numero_idx" ON "notas_fiscais" USING btree ("idfornecedor","serie","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_chave_idx" ON "notas_fiscais" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "notas_fiscais_fornecedor_idx" ON "notas_fiscais" USING btree ("idfornecedor");--> statement-breakpoint
CREATE UNIQUE INDEX "creditos_consumidos_pedido_uq" ON "creditos_consumidos" USING btree ("numpedido");--> statement-breakpoint
CREATE UNIQUE INDEX "faturas_numero_uq" ON "faturas" USING btree ("idfornecedor","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "faturas_pedido_uq" ON "faturas" USING btree ("numpedido");--> statement-breakpoint
CREATE INDEX "faturas_cliente_idx" ON "faturas" USING btree ("idfornecedor","idcliente","emissao");--> statement-breakpoint
CREATE INDEX "cartoes_salvos_cliente_idx" ON "cartoes_salvos" USING btree ("idfornecedor","idcliente");--> statement-breakpoint
CREATE UNIQUE INDEX "cartoes_salvos_gateway_uq" ON "cartoes_salvos" USING btree ("gateway","gateway_card_id");--> statement-breakpoint
CREATE INDEX "cobranca_transicoes_cobranca_idx" ON "cobranca_transicoes" USING btree ("idcobranca");--> statement-breakpoint
CREATE INDEX "cobrancas_pedido_idx" ON "cobrancas" USING btree ("numpedido");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_gateway_id_uq" ON "cobrancas" USING btree ("gateway","gateway_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cobrancas_idempotencia_uq" ON "cobrancas" USING btree ("chave_idempotencia");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_webhook_eventos_uq" ON "pagamento_webhook_eventos" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE INDEX "sandbox_psp_cobrancas_txid_idx" ON "sandbox_psp_cobrancas" USING btree ("pix_txid");