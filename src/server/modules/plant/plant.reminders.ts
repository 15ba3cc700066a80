import { sql } from "drizzle-orm";
import { hseCertificates, projects } from "../../db/schema/index";
import { sqlSource, type ReminderSource } from "../../platform/reminders";

/**
 * HSE certificates of plant on site (LOLER, PUWER…) running out (issue 33's reminders), on open
 * contracts. Each links to its plant entry in the contract's diary, or the diary when it has none.
 */
type CertificateRow = {
  id: number;
  due: string;
  slug: string;
  project_id: number;
  plant_hire_entry_id: number | null;
  equipment_name: string | null;
  certificate_type: string;
  project_name: string;
};

const certificates = sqlSource<CertificateRow>({
  name: "hse_certificates",
  category: "worker_compliance",
  rows: (
    bounds,
  ) => sql`select c.id, c.expiry_date as due, p.slug, c.project_id, c.plant_hire_entry_id, c.equipment_name, c.certificate_type, p.name as project_name
    from ${hseCertificates} c join ${projects} p on p.id = c.project_id
    where ${bounds(sql`c.expiry_date`)} and c.status = 'active' and p.deleted_at is null and p.status not in ('Completed', 'Closed')`,
  item: (r) => ({
    key: `hse-certificate:${r.id}:expiry`,
    title: `${r.equipment_name ?? r.certificate_type} (${r.project_name})`,
    what: `HSE certificate: ${r.certificate_type}`,
    link: r.plant_hire_entry_id ? `/project/${r.slug}?plant=${r.plant_hire_entry_id}` : `/project/${r.slug}`,
    projectId: r.project_id,
  }),
});

export const plantReminders: ReminderSource[] = [certificates];
