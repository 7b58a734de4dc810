CREATE TABLE "emails_saida" (
	"idemail" serial PRIMARY KEY NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text,
	"tipo" text NOT NULL,
	"idfornecedor" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cadastros_cliente" ADD COLUMN "aprovado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cadastros_cliente" ADD COLUMN "cadastro_confirmado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cadastros_cliente" ADD COLUMN "termosuso_versao" text;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "idusuario_vinculado" integer;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "idrepresentante" integer;--> statement-breakpoint
ALTER TABLE "sessoes" ADD COLUMN "idapikeys" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "idrepresentante" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "idusuario_vinculado" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "idapikeys" integer;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "caracteristicas" jsonb;--> statement-breakpoint
CREATE INDEX "emails_saida_para_idx" ON "emails_saida" USING btree ("para","criado_em");