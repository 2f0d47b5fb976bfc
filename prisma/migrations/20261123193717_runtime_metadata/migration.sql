-- CreateTable
CREATE TABLE "pipeline_object" (
    "id" UUID NOT NULL,
    "name_singular" TEXT NOT NULL,
    "name_plural" TEXT NOT NULL,
    "label_singular" TEXT NOT NULL,
    "label_plural" TEXT NOT NULL,
    "description" TEXT,
    "table_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pipeline_object_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "runtime_field" (
    "id" UUID NOT NULL,
    "object_metadata_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "description" TEXT,
    "is_custom" BOOLEAN NOT NULL DEFAULT true,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "default_value" JSONB,
    "options" JSONB,
    "relation_target_id" UUID,
    "relation_inverse_name" TEXT,
    "column_name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "runtime_field_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "metadata_version" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "metadata_version_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pipeline_object_name_singular_key" ON "pipeline_object"("name_singular");

-- CreateIndex
CREATE UNIQUE INDEX "pipeline_object_name_plural_key" ON "pipeline_object"("name_plural");

-- CreateIndex
CREATE UNIQUE INDEX "pipeline_object_table_name_key" ON "pipeline_object"("table_name");

-- CreateIndex
CREATE UNIQUE INDEX "runtime_field_object_metadata_id_name_key" ON "runtime_field"("object_metadata_id", "name");

-- The single version row every process compares with its registry's (src/metadata/runtime).
INSERT INTO "metadata_version" ("id", "version") VALUES (1, 0);
