-- Expenses and profit (issue 37 item 1, docs/expenses.md): what the library spends (by category,
-- with the bill's photo), the monthly expenses that post themselves (rent, salaries), and the
-- owner's setting whether the desk may record expenses. Profit is read from these and the money
-- ledger's receipts and credit notes; nothing here copies money taken.
CREATE TABLE "expense_settings" (
	"admin_id" integer PRIMARY KEY NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"staff_may_record" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "recurring_expenses" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"category" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"day_of_month" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_expenses_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "recurring_expenses_amount" CHECK ("amount_paise" > 0),
	CONSTRAINT "recurring_expenses_day" CHECK ("day_of_month" between 1 and 28),
	CONSTRAINT "recurring_expenses_category" CHECK (length("category") between 1 and 40),
	CONSTRAINT "recurring_expenses_method" CHECK ("method" in ('cash', 'upi', 'card', 'bank_transfer', 'cheque'))
);--> statement-breakpoint
CREATE INDEX "recurring_expenses_active_idx" ON "recurring_expenses" ("admin_id", "active");--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "admins"("id") ON DELETE CASCADE,
	"category" text NOT NULL,
	"spent_on" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"bill" text,
	"recurring_id" integer,
	"posted_month" text,
	"recorded_by_role" text NOT NULL,
	"recorded_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_pkey" PRIMARY KEY ("id", "admin_id"),
	CONSTRAINT "expenses_recurring_id_fkey" FOREIGN KEY ("admin_id", "recurring_id") REFERENCES "recurring_expenses"("admin_id", "id") ON DELETE SET NULL ("recurring_id"),
	CONSTRAINT "expenses_amount" CHECK ("amount_paise" > 0),
	CONSTRAINT "expenses_category" CHECK (length("category") between 1 and 40),
	CONSTRAINT "expenses_method" CHECK ("method" in ('cash', 'upi', 'card', 'bank_transfer', 'cheque')),
	CONSTRAINT "expenses_posted_month" CHECK ("posted_month" ~ '^\d{4}-\d{2}$'),
	CONSTRAINT "expenses_role" CHECK ("recorded_by_role" in ('admin', 'staff', 'system'))
);--> statement-breakpoint
CREATE INDEX "expenses_admin_spent_idx" ON "expenses" ("admin_id", "spent_on", "id");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_recurring_month_uq" ON "expenses" ("admin_id", "recurring_id", "posted_month") WHERE "recurring_id" is not null;--> statement-breakpoint
CREATE INDEX "expenses_bill_idx" ON "expenses" ("admin_id", "bill") WHERE "bill" is not null;
