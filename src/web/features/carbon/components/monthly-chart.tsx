import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCarbonIn, formatTick, type CarbonUnit } from "@shared/common/numbers";
import type { ProjectFootprint } from "@shared/carbon-footprint/carbon-footprint";
import { monthLabel, SCOPE_COLOURS, SCOPE_NAMES } from "./carbon-format";

// Every tick in the chart's one unit (the section title says it too), two decimals at most:
// a tick at 2,250 kg reads "2.25 t", not a rounded "2.3 t" that misstates the scale.
const axisTick = (unit: CarbonUnit) => (kg: number) => `${formatTick(unit === "t" ? kg / 1000 : kg)} ${unit}`;

/** Carbon by month, stacked by scope. Loaded on its own (React.lazy) so Recharts stays out of the diary's bundle. */
export default function MonthlyChart({ months, unit }: { months: ProjectFootprint["byMonth"]; unit: CarbonUnit }) {
  const data = months.map((m) => ({ month: monthLabel(m.month), scope1: m.scope1, scope2: m.scope2, scope3: m.scope3 }));
  return (
    <div className="h-64 w-full sm:h-72" role="img" aria-label="Carbon by month, stacked by scope">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="month" tick={{ fontSize: 12, fill: "#475569" }} tickLine={false} axisLine={{ stroke: "#cbd5e1" }} />
          <YAxis tickFormatter={axisTick(unit)} tick={{ fontSize: 12, fill: "#475569" }} tickLine={false} axisLine={false} width={56} />
          <Tooltip formatter={(value, name) => [formatCarbonIn(Number(value), unit), String(name)]} cursor={{ fill: "#f1f5f9" }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {([1, 2, 3] as const).map((s) => (
            <Bar key={s} dataKey={`scope${s}`} name={SCOPE_NAMES[s]} stackId="scope" fill={SCOPE_COLOURS[s]} maxBarSize={48} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
