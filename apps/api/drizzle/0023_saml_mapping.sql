ALTER TABLE "saml_settings" ADD COLUMN "email_attribute" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_settings" ADD COLUMN "name_attribute" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_settings" ADD COLUMN "group_attribute" text DEFAULT 'groups' NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_settings" ADD COLUMN "group_roles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saml_settings" ADD COLUMN "jit_provisioning" boolean DEFAULT true NOT NULL;