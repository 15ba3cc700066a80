import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { money } from "./cost-format";
import { moneyTick, type CashFlowRow } from "./chart-data";

const NAMES = { actual: "Actual", forecast: "Cost to complete" } as const;

/** The cash flow: actual cost by month so far, then the cost to complete spread to the finish. Loaded on its own (React.lazy): Recharts stays out of the page's first files. */
export default function CashFlowChart({ rows }: { rows: CashFlowRow[] }) {
  return (
    <div className="h-64 w-full sm:h-72" role="img" aria-label="Cash flow by month: actual cost so far and the cost to complete">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#475569" }} tickLine={false} axisLine={{ stroke: "#cbd5e1" }} />
          <YAxis tickFormatter={moneyTick} tick={{ fontSize: 12, fill: "#475569" }} tickLine={false} axisLine={false} width={60} />
          <Tooltip
            formatter={(_value, name, item) => {
              const row = item.payload as CashFlowRow;
              return [money(name === NAMES.actual ? row.actualText : row.forecastText), String(name)];
            }}
            cursor={{ fill: "#f1f5f9" }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="actual" name={NAMES.actual} stackId="cost" fill="#0c6d52" maxBarSize={40} />
          <Bar dataKey="forecast" name={NAMES.forecast} stackId="cost" fill="#f59e0b" maxBarSize={40} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
