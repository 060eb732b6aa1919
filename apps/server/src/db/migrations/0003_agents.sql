CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'STOPPED' NOT NULL,
	"email_address" text,
	"description" text DEFAULT '' NOT NULL,
	"persona" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"tone" text NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"model" jsonb NOT NULL,
	"embedding_model" jsonb,
	"voice" text NOT NULL,
	"audience" jsonb NOT NULL,
	"sender_policy" jsonb NOT NULL,
	"capabilities" jsonb NOT NULL,
	"max_replies_per_sender_per_hour" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scenario_id" uuid NOT NULL,
	"description" text NOT NULL,
	"success_criteria" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"example_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sender_contains" text,
	"subject_contains" text,
	"answer_policy" text NOT NULL,
	"handoff_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" integer DEFAULT 50 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_email_address_unique" ON "agents" USING btree ("email_address");--> statement-breakpoint
CREATE INDEX "agents_team_idx" ON "agents" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "goals_scenario_idx" ON "goals" USING btree ("scenario_id","position");--> statement-breakpoint
CREATE INDEX "scenarios_agent_idx" ON "scenarios" USING btree ("agent_id");