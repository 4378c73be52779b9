DROP INDEX "trip_published_idx";--> statement-breakpoint
ALTER TABLE "trip" ADD COLUMN "continents" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "trip_published_idx" ON "trip" USING btree ("status","published_at" DESC NULLS LAST,"id" DESC NULLS FIRST,"budget","comfort","detail","length_days","rating_average","rating_count","travel_types","countries","months","continents");--> statement-breakpoint
-- Counted by search like the countries, so kept in the row (0010).
ALTER TABLE "trip" ALTER COLUMN "continents" SET STORAGE PLAIN;--> statement-breakpoint
-- Existing trips get their continents from their countries, as searchColumns writes them from now on
-- (domain/continents.ts, written out here once).
UPDATE "trip" SET "continents" = ARRAY(
  SELECT continent FROM (
    SELECT DISTINCT CASE
      WHEN code IN ('AO','BF','BI','BJ','BW','CD','CF','CG','CI','CM','CV','DJ','DZ','EG','EH','ER','ET','GA','GH','GM','GN','GQ','GW','IO','KE','KM','LR','LS','LY','MA','MG','ML','MR','MU','MW','MZ','NA','NE','NG','RE','RW','SC','SD','SH','SL','SN','SO','SS','ST','SZ','TD','TF','TG','TN','TZ','UG','YT','ZA','ZM','ZW') THEN 'africa'
      WHEN code IN ('AQ','BV','GS','HM') THEN 'antarctica'
      WHEN code IN ('AE','AF','AM','AZ','BD','BH','BN','BT','CC','CN','CX','GE','HK','ID','IL','IN','IQ','IR','JO','JP','KG','KH','KP','KR','KW','KZ','LA','LB','LK','MM','MN','MO','MV','MY','NP','OM','PH','PK','PS','QA','SA','SG','SY','TH','TJ','TL','TM','TW','UZ','VN','YE') THEN 'asia'
      WHEN code IN ('AD','AL','AT','AX','BA','BE','BG','BY','CH','CY','CZ','DE','DK','EE','ES','FI','FO','FR','GB','GG','GI','GR','HR','HU','IE','IM','IS','IT','JE','LI','LT','LU','LV','MC','MD','ME','MK','MT','NL','NO','PL','PT','RO','RS','RU','SE','SI','SJ','SK','SM','TR','UA','VA','XK') THEN 'europe'
      WHEN code IN ('AG','AI','AW','BB','BL','BM','BQ','BS','BZ','CA','CR','CU','CW','DM','DO','GD','GL','GP','GT','HN','HT','JM','KN','KY','LC','MF','MQ','MS','MX','NI','PA','PM','PR','SV','SX','TC','TT','US','VC','VG','VI') THEN 'north-america'
      WHEN code IN ('AR','BO','BR','CL','CO','EC','FK','GF','GY','PE','PY','SR','UY','VE') THEN 'south-america'
      WHEN code IN ('AS','AU','CK','FJ','FM','GU','KI','MH','MP','NC','NF','NR','NU','NZ','PF','PG','PN','PW','SB','TK','TO','TV','UM','VU','WF','WS') THEN 'oceania'
    END AS continent FROM unnest("countries") AS code
  ) AS found WHERE continent IS NOT NULL ORDER BY continent
) WHERE cardinality("countries") > 0;