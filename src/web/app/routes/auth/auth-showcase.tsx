import { useEffect, useState, type ReactNode } from "react";
import { CloudRain, FileText, HardHat, Leaf, Pause, Play, Sparkles, Tractor, Users } from "lucide-react";
import { cn } from "@web/lib/cn";

/**
 * The right-hand panel of /auth (product.md §1): static, animated demonstration cards.
 * Every figure here is decorative; none comes from the server.
 */
export function AuthShowcase() {
  const left = [<CarbonCard key="carbon" />, <PdfCard key="pdf" />, <EquipmentCard key="equipment" />];
  const right = [<LabourCard key="labour" />, <WeatherCard key="weather" />, <FeaturesCard key="features" />];
  return (
    <div className="sb-marquee-mask grid h-full grid-cols-2 gap-4 overflow-hidden" aria-hidden="true">
      <Column cards={left} className="sb-scroll-up" />
      <Column cards={right} className="sb-scroll-down" />
    </div>
  );
}

/** A column of cards drifting slowly past; its cards appear twice so the loop has no seam. */
function Column({ cards, className }: { cards: ReactNode[]; className: string }) {
  return (
    <div className={cn("flex flex-col", className)}>
      {[0, 1].map((copy) => (
        <div key={copy} className="grid gap-4 pb-4">
          {cards.map((card, i) => (
            <div key={i} className="rounded-xl border border-white/10 bg-white/95 p-4 text-slate-900 shadow-xl shadow-black/20">
              {card}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function CardTitle({ icon, title, tag, tagClass }: { icon: ReactNode; title: string; tag?: string; tagClass?: string }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <div className="flex min-w-0 items-center gap-2">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-700 [&_svg]:size-4">{icon}</span>
        <span className="truncate text-sm font-semibold">{title}</span>
      </div>
      {tag && <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-[10px] font-semibold tracking-wide uppercase", tagClass)}>{tag}</span>}
    </div>
  );
}

const CARBON = [
  { label: "Materials", tonnes: 22.4, colour: "bg-emerald-500" },
  { label: "Plant", tonnes: 11.8, colour: "bg-emerald-400" },
  { label: "Transport", tonnes: 7.9, colour: "bg-teal-400" },
  { label: "Energy", tonnes: 4.3, colour: "bg-green-300" },
  { label: "Waste", tonnes: 2.2, colour: "bg-lime-400" },
];

function CarbonCard() {
  return (
    <>
      <CardTitle icon={<Leaf />} title="Carbon tracking" tag="Live" tagClass="bg-emerald-100 text-emerald-800" />
      <div className="flex items-baseline gap-1.5">
        <span className="text-2xl font-bold tabular-nums">48.6</span>
        <span className="text-xs text-slate-500">t CO₂e this month</span>
      </div>
      <ul className="mt-3 grid gap-1.5">
        {CARBON.map((c, i) => (
          <li key={c.label} className="grid grid-cols-[4.25rem_minmax(0,1fr)_2rem] items-center gap-2 text-[11px]">
            <span className="text-slate-600">{c.label}</span>
            <span className="h-1.5 rounded-full bg-slate-100">
              <span
                className={cn("sb-grow block h-full rounded-full", c.colour)}
                style={{ width: `${(c.tonnes / 22.4) * 100}%`, animationDelay: `${500 + i * 90}ms` }}
              />
            </span>
            <span className="text-right font-medium tabular-nums text-slate-900">{c.tonnes}t</span>
          </li>
        ))}
      </ul>
      <p className="mt-2.5 text-[11px] text-slate-500">DEFRA &amp; ICE conversion factors</p>
    </>
  );
}

const two = (n: number) => String(n).padStart(2, "0");

function LabourCard() {
  const [paused, setPaused] = useState(false);
  const [seconds, setSeconds] = useState(6 * 3600 + 42 * 60 + 18);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [paused]);
  // A demonstration: it pauses itself now and then, as a supervisor would for a break.
  useEffect(() => {
    const timer = setTimeout(() => setPaused((p) => !p), paused ? 3000 : 9000);
    return () => clearTimeout(timer);
  }, [paused]);
  return (
    <>
      <CardTitle
        icon={<Users />}
        title="Live labour"
        tag={paused ? "Paused" : "On site"}
        tagClass={paused ? "bg-amber-100 text-amber-800" : "bg-sky-100 text-sky-800"}
      />
      <div className="flex items-center justify-between gap-2">
        <span className={cn("font-mono text-2xl font-bold tabular-nums", paused && "text-slate-400")}>
          {two(Math.floor(seconds / 3600))}:{two(Math.floor(seconds / 60) % 60)}:{two(seconds % 60)}
        </span>
        <span className={cn("flex size-8 items-center justify-center rounded-full text-white", paused ? "bg-emerald-500" : "bg-amber-500")}>
          {paused ? <Play className="size-4" /> : <Pause className="size-4" />}
        </span>
      </div>
      <ul className="mt-3 grid gap-1.5 text-xs">
        {[
          ["Groundworks", "6 operatives"],
          ["Bricklayers", "4 operatives"],
          ["Scaffold", "2 operatives"],
        ].map(([trade, count]) => (
          <li key={trade} className="flex justify-between text-slate-600">
            <span>{trade}</span>
            <span className="font-medium text-slate-900">{count}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function PdfCard() {
  return (
    <>
      <CardTitle icon={<FileText />} title="PDF generation" />
      <div className="grid gap-2.5">
        <div>
          <div className="flex justify-between text-xs">
            <span className="font-medium">PO-2025-0148.pdf</span>
            <span className="text-slate-500">Generating</span>
          </div>
          <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100">
            <div className="sb-progress h-full rounded-full bg-sky-500" />
          </div>
        </div>
        <div className="flex items-center justify-between rounded-md bg-emerald-50 px-2.5 py-1.5 text-xs">
          <span className="font-medium text-emerald-900">Carbon report · Q2</span>
          <span className="text-emerald-700">Ready</span>
        </div>
      </div>
    </>
  );
}

function WeatherCard() {
  return (
    <>
      <CardTitle icon={<CloudRain />} title="Site weather" tag="LS1 4DY" tagClass="bg-slate-100 text-slate-700" />
      <div className="flex items-center gap-3">
        <span className="text-3xl font-bold tabular-nums">14°</span>
        <div className="text-xs text-slate-600">
          <p className="font-medium text-slate-900">Light rain</p>
          <p>Wind 18 mph · Gusts 27</p>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-4 gap-1 text-center text-[10px] text-slate-500">
        {[
          ["09:00", "12°"],
          ["12:00", "14°"],
          ["15:00", "15°"],
          ["18:00", "11°"],
        ].map(([time, temp]) => (
          <div key={time} className="rounded bg-slate-50 py-1">
            <p>{time}</p>
            <p className="font-semibold text-slate-800">{temp}</p>
          </div>
        ))}
      </div>
      <p className="mt-2 text-[11px] text-slate-500">Saved to today's diary</p>
    </>
  );
}

function EquipmentCard() {
  const items = [
    { name: "13t excavator", state: "Working", dot: "bg-emerald-500" },
    { name: "Telehandler", state: "Working", dot: "bg-emerald-500" },
    { name: "3t dumper", state: "Idle", dot: "bg-amber-400" },
  ];
  return (
    <>
      <CardTitle icon={<Tractor />} title="Active equipment" tag="23 on hire" tagClass="bg-slate-100 text-slate-700" />
      <ul className="grid gap-2 text-xs">
        {items.map((item) => (
          <li key={item.name} className="flex items-center justify-between">
            <span className="flex items-center gap-2">
              <span className="relative flex size-2">
                {item.state === "Working" && <span className={cn("absolute inline-flex size-full animate-ping rounded-full opacity-60", item.dot)} />}
                <span className={cn("relative inline-flex size-2 rounded-full", item.dot)} />
              </span>
              {item.name}
            </span>
            <span className="text-slate-500">{item.state}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function FeaturesCard() {
  return (
    <>
      <CardTitle icon={<Sparkles />} title="Latest features" tag="New" tagClass="sb-shimmer bg-violet-100 text-violet-800" />
      <ul className="grid gap-2 text-xs text-slate-600">
        <li className="flex gap-2">
          <HardHat className="size-3.5 shrink-0 text-slate-400" />
          CSCS card checks at site sign-in
        </li>
        <li className="flex gap-2">
          <Leaf className="size-3.5 shrink-0 text-slate-400" />
          Scope 1, 2 and 3 sustainability reports
        </li>
        <li className="flex gap-2">
          <FileText className="size-3.5 shrink-0 text-slate-400" />
          Branded purchase order templates
        </li>
      </ul>
    </>
  );
}
