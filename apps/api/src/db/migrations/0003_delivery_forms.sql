CREATE TABLE "formas_entrega" (
	"idformaentrega" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"poligonos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faixas_cep" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regra_taxa" jsonb NOT NULL,
	"gratis_acima_de_centavos" integer,
	"pedido_minimo_centavos" integer DEFAULT 0 NOT NULL,
	"prazo_dias" integer DEFAULT 1 NOT NULL,
	"horario_corte" text DEFAULT '23:59' NOT NULL,
	"fecha_domingo" boolean DEFAULT true NOT NULL,
	"fecha_feriados" boolean DEFAULT true NOT NULL,
	"dias_fechados" text[] DEFAULT '{}'::text[] NOT NULL,
	"idloja_expedicao" integer,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "janelas_entrega" (
	"idjanela" serial PRIMARY KEY NOT NULL,
	"idformaentrega" integer NOT NULL,
	"inicio" text NOT NULL,
	"fim" text NOT NULL,
	"capacidade" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enderecos_faturamento" (
	"idcliente" integer PRIMARY KEY NOT NULL,
	"descricao" text,
	"rua" text NOT NULL,
	"numero" text NOT NULL,
	"bairro" text NOT NULL,
	"cidade" text NOT NULL,
	"uf" text NOT NULL,
	"cep" text NOT NULL,
	"complemento" text,
	"pais" text DEFAULT 'Brasil' NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrinhos" ADD COLUMN "tipo_entrega" text;--> statement-breakpoint
ALTER TABLE "carrinhos" ADD COLUMN "idendereco_entrega" integer;--> statement-breakpoint
ALTER TABLE "carrinhos" ADD COLUMN "idformaentrega" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "idformaentrega" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "idjanela" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "data_entrega" text;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "endereco_faturamento" jsonb;--> statement-breakpoint
ALTER TABLE "formas_entrega" ADD CONSTRAINT "formas_entrega_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formas_entrega" ADD CONSTRAINT "formas_entrega_idloja_expedicao_lojas_idloja_fk" FOREIGN KEY ("idloja_expedicao") REFERENCES "public"."lojas"("idloja") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "janelas_entrega" ADD CONSTRAINT "janelas_entrega_idformaentrega_formas_entrega_idformaentrega_fk" FOREIGN KEY ("idformaentrega") REFERENCES "public"."formas_entrega"("idformaentrega") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enderecos_faturamento" ADD CONSTRAINT "enderecos_faturamento_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "formas_entrega_fornecedor_idx" ON "formas_entrega" USING btree ("idfornecedor");--> statement-breakpoint
CREATE INDEX "janelas_entrega_forma_idx" ON "janelas_entrega" USING btree ("idformaentrega");--> statement-breakpoint
CREATE INDEX "pedidos_janela_idx" ON "pedidos" USING btree ("idjanela","data_entrega");--> statement-breakpoint
ALTER TABLE "areas_atendimento" DROP COLUMN "taxa_entrega_centavos";--> statement-breakpoint
ALTER TABLE "areas_atendimento" DROP COLUMN "pedido_minimo_centavos";--> statement-breakpoint
ALTER TABLE "areas_atendimento" DROP COLUMN "prazo_dias";