CREATE TABLE "cupom_usos" (
	"id" serial PRIMARY KEY NOT NULL,
	"idcupom" integer NOT NULL,
	"idcliente" integer NOT NULL,
	"numpedido" integer NOT NULL,
	"desconto_centavos" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cupons" (
	"idcupom" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"tipo" text DEFAULT 'PROMOCAO' NOT NULL,
	"tipo_desconto" text DEFAULT '%' NOT NULL,
	"percentual_centesimos" integer DEFAULT 0 NOT NULL,
	"valor_absoluto_centavos" integer DEFAULT 0 NOT NULL,
	"automatico" boolean DEFAULT false NOT NULL,
	"valido_de" timestamp with time zone,
	"valido_ate" timestamp with time zone,
	"valor_minimo_pedido_centavos" integer DEFAULT 0 NOT NULL,
	"limite_uso_total" integer,
	"limite_uso_por_cliente" integer,
	"usos" integer DEFAULT 0 NOT NULL,
	"somente_primeiro_pedido" boolean DEFAULT false NOT NULL,
	"formas_pagamento" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"canais_venda" text[] DEFAULT '{}'::text[] NOT NULL,
	"produtos" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"categorias" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"nao_usar_cupom_com_politica" boolean DEFAULT false NOT NULL,
	"habilitar_visualizacao_desconto" boolean DEFAULT true NOT NULL,
	"idcliente_indicador" integer,
	"idcliente_exclusivo" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programas_indicacao" (
	"idfornecedor" uuid PRIMARY KEY NOT NULL,
	"tipo_desconto" text DEFAULT '%' NOT NULL,
	"percentual_centesimos" integer DEFAULT 0 NOT NULL,
	"valor_absoluto_centavos" integer DEFAULT 0 NOT NULL,
	"valor_minimo_pedido_centavos" integer DEFAULT 0 NOT NULL,
	"recompensa_tipo_desconto" text DEFAULT '%' NOT NULL,
	"recompensa_percentual_centesimos" integer DEFAULT 0 NOT NULL,
	"recompensa_valor_absoluto_centavos" integer DEFAULT 0 NOT NULL,
	"recompensa_validade_dias" integer DEFAULT 90 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atendentes" (
	"idatendente" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrinho_negociacao_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"idcarrinho" integer NOT NULL,
	"acao" text NOT NULL,
	"idatendente" integer,
	"idcliente" integer,
	"idproduto" integer,
	"preco_anterior_centavos" integer,
	"preco_novo_centavos" integer,
	"quantidade_anterior_milli" integer,
	"quantidade_nova_milli" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes_atendente" (
	"idsessao" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"idatendente" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "carrinhos" ADD COLUMN "codigo_cupom" text;--> statement-breakpoint
ALTER TABLE "carrinhos" ADD COLUMN "cupom_aplicacao_automatica" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "carrinhos" ADD COLUMN "bloqueio_atendimento" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carrinhos" ADD COLUMN "idatendente" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "codigo_cupom" text;--> statement-breakpoint
ALTER TABLE "cupom_usos" ADD CONSTRAINT "cupom_usos_idcupom_cupons_idcupom_fk" FOREIGN KEY ("idcupom") REFERENCES "public"."cupons"("idcupom") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupom_usos" ADD CONSTRAINT "cupom_usos_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupom_usos" ADD CONSTRAINT "cupom_usos_numpedido_pedidos_numpedido_fk" FOREIGN KEY ("numpedido") REFERENCES "public"."pedidos"("numpedido") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupons" ADD CONSTRAINT "cupons_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupons" ADD CONSTRAINT "cupons_idcliente_indicador_clientes_idcliente_fk" FOREIGN KEY ("idcliente_indicador") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cupons" ADD CONSTRAINT "cupons_idcliente_exclusivo_clientes_idcliente_fk" FOREIGN KEY ("idcliente_exclusivo") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programas_indicacao" ADD CONSTRAINT "programas_indicacao_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atendentes" ADD CONSTRAINT "atendentes_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinho_negociacao_historico" ADD CONSTRAINT "carrinho_negociacao_historico_idcarrinho_carrinhos_idcarrinho_fk" FOREIGN KEY ("idcarrinho") REFERENCES "public"."carrinhos"("idcarrinho") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinho_negociacao_historico" ADD CONSTRAINT "carrinho_negociacao_historico_idatendente_atendentes_idatendente_fk" FOREIGN KEY ("idatendente") REFERENCES "public"."atendentes"("idatendente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinho_negociacao_historico" ADD CONSTRAINT "carrinho_negociacao_historico_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrinho_negociacao_historico" ADD CONSTRAINT "carrinho_negociacao_historico_idproduto_produtos_idproduto_fk" FOREIGN KEY ("idproduto") REFERENCES "public"."produtos"("idproduto") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes_atendente" ADD CONSTRAINT "sessoes_atendente_idatendente_atendentes_idatendente_fk" FOREIGN KEY ("idatendente") REFERENCES "public"."atendentes"("idatendente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cupom_usos_pedido_uq" ON "cupom_usos" USING btree ("numpedido");--> statement-breakpoint
CREATE INDEX "cupom_usos_cliente_idx" ON "cupom_usos" USING btree ("idcupom","idcliente");--> statement-breakpoint
CREATE UNIQUE INDEX "cupons_codigo_uq" ON "cupons" USING btree ("idfornecedor","codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "cupons_indicador_uq" ON "cupons" USING btree ("idfornecedor","idcliente_indicador") WHERE "cupons"."tipo" = 'INDICACAO';--> statement-breakpoint
CREATE INDEX "cupons_automatico_idx" ON "cupons" USING btree ("idfornecedor","automatico");--> statement-breakpoint
CREATE UNIQUE INDEX "atendentes_email_uq" ON "atendentes" USING btree ("email");--> statement-breakpoint
CREATE INDEX "carrinho_negociacao_carrinho_idx" ON "carrinho_negociacao_historico" USING btree ("idcarrinho","criado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_atendente_token_uq" ON "sessoes_atendente" USING btree ("token_hash");