import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { money } from "./cost-format";
import { moneyTick, type SpendRow } from "./chart-data";

/** One head's cumulative actual cost by month against its projected budget (a dashed line). Loaded on its own (React.lazy). */
export default function SpendChart({ label, rows, budget }: { label: string; rows: SpendRow[]; budget: string | null }) {
  return (
    <div className="h-44 w-full" role="img" aria-label={`${label}: spend to date by month${budget === null ? "" : ` against its budget of ${money(budget)}`}`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis dataKey="label" tick={{ fontSize: 11, fill: "#475569" }} tickLine={false} axisLine={{ stroke: "#cbd5e1" }} minTickGap={12} />
          <YAxis tickFormatter={moneyTick} tick={{ fontSize: 11, fill: "#475569" }} tickLine={false} axisLine={false} width={56} />
          <Tooltip formatter={(_value, _name, item) => [money((item.payload as SpendRow).spentText), "Spent to date"]} />
          {budget !== null && (
            <ReferenceLine
              y={Number(budget)}
              ifOverflow="extendDomain"
              stroke="#b91c1c"
              strokeDasharray="5 4"
              label={{ value: "Budget", position: "insideTopRight", fontSize: 11, fill: "#b91c1c" }}
            />
          )}
          <Line type="monotone" dataKey="spent" name="Spent to date" stroke="#0c6d52" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
