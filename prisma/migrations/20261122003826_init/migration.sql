-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "workspace" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "display_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "workspace_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_key" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_key_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workspace_member" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name_first_name" TEXT,
    "name_last_name" TEXT,
    "user_email" TEXT,
    "color_scheme" TEXT,
    "locale" TEXT,
    "time_zone" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "workspace_member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "person" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name_first_name" TEXT,
    "name_last_name" TEXT,
    "emails_primary_email" TEXT,
    "emails_additional_emails" JSONB NOT NULL DEFAULT '[]',
    "phones_primary_phone_number" TEXT,
    "phones_primary_phone_country_code" TEXT,
    "phones_primary_phone_calling_code" TEXT,
    "phones_additional_phones" JSONB NOT NULL DEFAULT '[]',
    "linkedin_link_primary_link_url" TEXT,
    "linkedin_link_primary_link_label" TEXT,
    "linkedin_link_secondary_links" JSONB NOT NULL DEFAULT '[]',
    "x_link_primary_link_url" TEXT,
    "x_link_primary_link_label" TEXT,
    "x_link_secondary_links" JSONB NOT NULL DEFAULT '[]',
    "job_title" TEXT,
    "city" TEXT,
    "avatar_url" TEXT,
    "company_id" UUID,
    "owner_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT,
    "domain_name_primary_link_url" TEXT,
    "domain_name_primary_link_label" TEXT,
    "domain_name_secondary_links" JSONB NOT NULL DEFAULT '[]',
    "employees" INTEGER,
    "linkedin_link_primary_link_url" TEXT,
    "linkedin_link_primary_link_label" TEXT,
    "linkedin_link_secondary_links" JSONB NOT NULL DEFAULT '[]',
    "x_link_primary_link_url" TEXT,
    "x_link_primary_link_label" TEXT,
    "x_link_secondary_links" JSONB NOT NULL DEFAULT '[]',
    "annual_recurring_revenue_amount_micros" BIGINT,
    "annual_recurring_revenue_currency_code" TEXT,
    "address_address_street1" TEXT,
    "address_address_street2" TEXT,
    "address_address_city" TEXT,
    "address_address_state" TEXT,
    "address_address_postcode" TEXT,
    "address_address_country" TEXT,
    "address_address_lat" DOUBLE PRECISION,
    "address_address_lng" DOUBLE PRECISION,
    "ideal_customer_profile" BOOLEAN NOT NULL DEFAULT false,
    "industry" TEXT,
    "work_policy" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "tagline" TEXT,
    "account_owner_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "opportunity" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT,
    "amount_amount_micros" BIGINT,
    "amount_currency_code" TEXT,
    "stage" TEXT,
    "close_date" TIMESTAMPTZ(3),
    "company_id" UUID,
    "point_of_contact_id" UUID,
    "owner_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "opportunity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "note" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "title" TEXT,
    "body" TEXT,
    "body_v2_markdown" TEXT,
    "body_v2_blocknote" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "task" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "title" TEXT,
    "body" TEXT,
    "body_v2_markdown" TEXT,
    "body_v2_blocknote" TEXT,
    "due_at" TIMESTAMPTZ(3),
    "status" TEXT DEFAULT 'TODO',
    "assignee_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "task_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "note_target" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "note_id" UUID NOT NULL,
    "person_id" UUID,
    "company_id" UUID,
    "opportunity_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "note_target_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "task_target" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "task_id" UUID NOT NULL,
    "person_id" UUID,
    "company_id" UUID,
    "opportunity_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "task_target_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "api_key_secret_hash_key" ON "api_key"("secret_hash");

-- CreateIndex
CREATE INDEX "workspace_member_created_at_id_idx" ON "workspace_member"("created_at", "id");

-- CreateIndex
CREATE INDEX "person_created_at_id_idx" ON "person"("created_at", "id");

-- CreateIndex
CREATE INDEX "person_company_id_idx" ON "person"("company_id");

-- CreateIndex
CREATE INDEX "person_owner_id_idx" ON "person"("owner_id");

-- CreateIndex
CREATE INDEX "person_emails_primary_email_idx" ON "person"("emails_primary_email");

-- CreateIndex
CREATE INDEX "company_created_at_id_idx" ON "company"("created_at", "id");

-- CreateIndex
CREATE INDEX "company_name_idx" ON "company"("name");

-- CreateIndex
CREATE INDEX "company_account_owner_id_idx" ON "company"("account_owner_id");

-- CreateIndex
CREATE INDEX "opportunity_created_at_id_idx" ON "opportunity"("created_at", "id");

-- CreateIndex
CREATE INDEX "opportunity_company_id_idx" ON "opportunity"("company_id");

-- CreateIndex
CREATE INDEX "opportunity_point_of_contact_id_idx" ON "opportunity"("point_of_contact_id");

-- CreateIndex
CREATE INDEX "opportunity_owner_id_idx" ON "opportunity"("owner_id");

-- CreateIndex
CREATE INDEX "note_created_at_id_idx" ON "note"("created_at", "id");

-- CreateIndex
CREATE INDEX "task_created_at_id_idx" ON "task"("created_at", "id");

-- CreateIndex
CREATE INDEX "task_assignee_id_idx" ON "task"("assignee_id");

-- CreateIndex
CREATE INDEX "note_target_created_at_id_idx" ON "note_target"("created_at", "id");

-- CreateIndex
CREATE INDEX "note_target_note_id_idx" ON "note_target"("note_id");

-- CreateIndex
CREATE INDEX "note_target_person_id_idx" ON "note_target"("person_id");

-- CreateIndex
CREATE INDEX "note_target_company_id_idx" ON "note_target"("company_id");

-- CreateIndex
CREATE INDEX "note_target_opportunity_id_idx" ON "note_target"("opportunity_id");

-- CreateIndex
CREATE INDEX "task_target_created_at_id_idx" ON "task_target"("created_at", "id");

-- CreateIndex
CREATE INDEX "task_target_task_id_idx" ON "task_target"("task_id");

-- CreateIndex
CREATE INDEX "task_target_person_id_idx" ON "task_target"("person_id");

-- CreateIndex
CREATE INDEX "task_target_company_id_idx" ON "task_target"("company_id");

-- CreateIndex
CREATE INDEX "task_target_opportunity_id_idx" ON "task_target"("opportunity_id");

-- AddForeignKey
ALTER TABLE "person" ADD CONSTRAINT "person_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "person" ADD CONSTRAINT "person_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "workspace_member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company" ADD CONSTRAINT "company_account_owner_id_fkey" FOREIGN KEY ("account_owner_id") REFERENCES "workspace_member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_point_of_contact_id_fkey" FOREIGN KEY ("point_of_contact_id") REFERENCES "person"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "workspace_member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task" ADD CONSTRAINT "task_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "workspace_member"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "note_target" ADD CONSTRAINT "note_target_note_id_fkey" FOREIGN KEY ("note_id") REFERENCES "note"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "note_target" ADD CONSTRAINT "note_target_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "note_target" ADD CONSTRAINT "note_target_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "note_target" ADD CONSTRAINT "note_target_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task_target" ADD CONSTRAINT "task_target_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "task"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task_target" ADD CONSTRAINT "task_target_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task_target" ADD CONSTRAINT "task_target_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task_target" ADD CONSTRAINT "task_target_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunity"("id") ON DELETE CASCADE ON UPDATE CASCADE;
