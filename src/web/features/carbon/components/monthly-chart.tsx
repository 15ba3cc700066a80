import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCarbon } from "@shared/carbon/carbon";
import type { ProjectFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { monthLabel, SCOPE_COLOURS, SCOPE_NAMES } from "./carbon-format";

// Two decimals of a tonne: a tick at 2,250 kg reads "2.25 t", not a rounded "2.3 t" that misstates the scale.
const axisKg = (kg: number) => (Math.abs(kg) >= 1000 ? `${(kg / 1000).toLocaleString("en-GB", { maximumFractionDigits: 2 })} t` : `${kg.toLocaleString("en-GB", { maximumFractionDigits: 0 })} kg`);

/** Carbon by month, stacked by scope. Loaded on its own (React.lazy) so Recharts stays out of the diary's bundle. */
export default function MonthlyChart({ months }: { months: ProjectFootprint["byMonth"] }) {
  const data = months.map((m) => ({ month: monthLabel(m.month), scope1: m.scope1, scope2: m.scope2, scope3: m.scope3 }));
  return (
    <div className="h-64 w-full sm:h-72" role="img" aria-label="Carbon by month, stacked by scope">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="month" tick={{ fontSize: 12, fill: "#475569" }} tickLine={false} axisLine={{ stroke: "#cbd5e1" }} />
          <YAxis tickFormatter={axisKg} tick={{ fontSize: 12, fill: "#475569" }} tickLine={false} axisLine={false} width={56} />
          <Tooltip formatter={(value, name) => [formatCarbon(Number(value)), String(name)]} cursor={{ fill: "#f1f5f9" }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {([1, 2, 3] as const).map((s) => (
            <Bar key={s} dataKey={`scope${s}`} name={SCOPE_NAMES[s]} stackId="scope" fill={SCOPE_COLOURS[s]} maxBarSize={48} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
