ALTER TABLE "carbon_factors" ALTER COLUMN "value" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "scope2_energy" ALTER COLUMN "emission_factor" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "scope3_additional" ALTER COLUMN "emission_factor" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "carbon_figures" ALTER COLUMN "factor_value" SET DATA TYPE numeric;