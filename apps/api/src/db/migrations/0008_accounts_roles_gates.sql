CREATE TABLE "termos_uso" (
	"idtermo" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"versao" integer NOT NULL,
	"titulo" text NOT NULL,
	"conteudo" text NOT NULL,
	"publicado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "termos_uso_aceites" (
	"idaceite" serial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"versao" integer NOT NULL,
	"aceito_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caracteristicas" (
	"idcaracteristica" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"aplicacao" text NOT NULL,
	"nome" text NOT NULL,
	"tipo" text NOT NULL,
	"opcoes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"obrigatoria" boolean DEFAULT false NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigos_verificacao" (
	"idcodigo" serial PRIMARY KEY NOT NULL,
	"idcliente" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"canal" text NOT NULL,
	"fonte" text,
	"codigo_hash" text NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tokens_redefinicao_senha" (
	"idtoken" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"idcliente" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "valores_caracteristica_cliente" (
	"idcadastroextracliente" integer NOT NULL,
	"idcaracteristica" integer NOT NULL,
	"valor" text NOT NULL,
	CONSTRAINT "valores_caracteristica_cliente_idcadastroextracliente_idcaracteristica_pk" PRIMARY KEY("idcadastroextracliente","idcaracteristica")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"idapikeys" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"descricao" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"revogada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "api_keys_usuarios_erp" (
	"idapikeys" integer NOT NULL,
	"id_erp_usuario" text NOT NULL,
	"idcliente" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"loginemail" text NOT NULL,
	"idcliente" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"idusuario_vinculado" integer,
	"idrepresentante" integer,
	"idapikeys" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "representantes" (
	"idrepresentante" serial PRIMARY KEY NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"senha_hash" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "representantes_carteira" (
	"idrepresentante" integer NOT NULL,
	"idcliente" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes_representante" (
	"idsessao" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"idrepresentante" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuarios_vinculados" (
	"idusuario_vinculado" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nome" text NOT NULL,
	"senha_hash" text,
	"convite_token_hash" text,
	"convite_expira_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios_vinculados_clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"idusuario_vinculado" integer NOT NULL,
	"idcliente" integer NOT NULL,
	"idfornecedor" uuid NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "tipo_documento" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "razao_social" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "nome_fantasia" text;--> statement-breakpoint
ALTER TABLE "termos_uso" ADD CONSTRAINT "termos_uso_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termos_uso_aceites" ADD CONSTRAINT "termos_uso_aceites_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termos_uso_aceites" ADD CONSTRAINT "termos_uso_aceites_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caracteristicas" ADD CONSTRAINT "caracteristicas_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_verificacao" ADD CONSTRAINT "codigos_verificacao_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_verificacao" ADD CONSTRAINT "codigos_verificacao_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_redefinicao_senha" ADD CONSTRAINT "tokens_redefinicao_senha_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens_redefinicao_senha" ADD CONSTRAINT "tokens_redefinicao_senha_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valores_caracteristica_cliente" ADD CONSTRAINT "valores_caracteristica_cliente_idcadastroextracliente_cadastros_cliente_idcadastroextracliente_fk" FOREIGN KEY ("idcadastroextracliente") REFERENCES "public"."cadastros_cliente"("idcadastroextracliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valores_caracteristica_cliente" ADD CONSTRAINT "valores_caracteristica_cliente_idcaracteristica_caracteristicas_idcaracteristica_fk" FOREIGN KEY ("idcaracteristica") REFERENCES "public"."caracteristicas"("idcaracteristica") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys_usuarios_erp" ADD CONSTRAINT "api_keys_usuarios_erp_idapikeys_api_keys_idapikeys_fk" FOREIGN KEY ("idapikeys") REFERENCES "public"."api_keys"("idapikeys") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys_usuarios_erp" ADD CONSTRAINT "api_keys_usuarios_erp_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_idusuario_vinculado_usuarios_vinculados_idusuario_vinculado_fk" FOREIGN KEY ("idusuario_vinculado") REFERENCES "public"."usuarios_vinculados"("idusuario_vinculado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_idrepresentante_representantes_idrepresentante_fk" FOREIGN KEY ("idrepresentante") REFERENCES "public"."representantes"("idrepresentante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_idapikeys_api_keys_idapikeys_fk" FOREIGN KEY ("idapikeys") REFERENCES "public"."api_keys"("idapikeys") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representantes" ADD CONSTRAINT "representantes_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representantes_carteira" ADD CONSTRAINT "representantes_carteira_idrepresentante_representantes_idrepresentante_fk" FOREIGN KEY ("idrepresentante") REFERENCES "public"."representantes"("idrepresentante") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representantes_carteira" ADD CONSTRAINT "representantes_carteira_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes_representante" ADD CONSTRAINT "sessoes_representante_idrepresentante_representantes_idrepresentante_fk" FOREIGN KEY ("idrepresentante") REFERENCES "public"."representantes"("idrepresentante") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios_vinculados_clientes" ADD CONSTRAINT "usuarios_vinculados_clientes_idusuario_vinculado_usuarios_vinculados_idusuario_vinculado_fk" FOREIGN KEY ("idusuario_vinculado") REFERENCES "public"."usuarios_vinculados"("idusuario_vinculado") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios_vinculados_clientes" ADD CONSTRAINT "usuarios_vinculados_clientes_idcliente_clientes_idcliente_fk" FOREIGN KEY ("idcliente") REFERENCES "public"."clientes"("idcliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios_vinculados_clientes" ADD CONSTRAINT "usuarios_vinculados_clientes_idfornecedor_fornecedores_idfornecedor_fk" FOREIGN KEY ("idfornecedor") REFERENCES "public"."fornecedores"("idfornecedor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "termos_uso_versao_uq" ON "termos_uso" USING btree ("idfornecedor","versao");--> statement-breakpoint
CREATE INDEX "termos_uso_aceites_cliente_idx" ON "termos_uso_aceites" USING btree ("idcliente","idfornecedor");--> statement-breakpoint
CREATE INDEX "caracteristicas_fornecedor_idx" ON "caracteristicas" USING btree ("idfornecedor","aplicacao","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "caracteristicas_nome_uq" ON "caracteristicas" USING btree ("idfornecedor","aplicacao","nome");--> statement-breakpoint
CREATE INDEX "codigos_verificacao_cliente_idx" ON "codigos_verificacao" USING btree ("idcliente","idfornecedor");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_redefinicao_senha_uq" ON "tokens_redefinicao_senha" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tokens_redefinicao_senha_cliente_idx" ON "tokens_redefinicao_senha" USING btree ("idcliente");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_uq" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_usuarios_erp_uq" ON "api_keys_usuarios_erp" USING btree ("idapikeys","id_erp_usuario");--> statement-breakpoint
CREATE UNIQUE INDEX "login_tokens_token_uq" ON "login_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "representantes_email_uq" ON "representantes" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "representantes_carteira_uq" ON "representantes_carteira" USING btree ("idrepresentante","idcliente");--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_representante_token_uq" ON "sessoes_representante" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_vinculados_email_uq" ON "usuarios_vinculados" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_vinculados_convite_uq" ON "usuarios_vinculados" USING btree ("convite_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_vinculados_clientes_uq" ON "usuarios_vinculados_clientes" USING btree ("idusuario_vinculado","idcliente","idfornecedor");--> statement-breakpoint
CREATE INDEX "usuarios_vinculados_clientes_cliente_idx" ON "usuarios_vinculados_clientes" USING btree ("idcliente","idfornecedor");