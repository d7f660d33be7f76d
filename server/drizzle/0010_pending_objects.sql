CREATE TABLE "pending_objects" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"writer" text NOT NULL,
	"instance" uuid NOT NULL,
	"sweeping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
