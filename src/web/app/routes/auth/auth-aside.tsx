import { AuthShowcase } from "./auth-showcase";
import { CapabilityList } from "./capabilities";

/** The right-hand panel of /auth on large screens (product.md §1): what Sitebook does and the animated showcase. */
export default function AuthAside() {
  return (
    <>
      <div className="pointer-events-none absolute -top-40 -right-32 size-[36rem] rounded-full bg-emerald-500/20 blur-3xl" />
      <div className="pointer-events-none absolute -bottom-48 -left-24 size-[30rem] rounded-full bg-sky-500/10 blur-3xl" />
      <div className="relative flex h-full flex-col gap-7 px-10 pt-12 xl:px-14 xl:pt-14">
        <div className="max-w-xl">
          <p className="text-xs font-semibold tracking-[0.2em] text-emerald-300 uppercase">Sitebook</p>
          <h2 className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance text-white">Run every site from one place.</h2>
          <p className="mt-2 text-sm text-slate-300">
            Contracts, diaries, purchasing, people, plant and carbon — live, on any device, in the office or on site.
          </p>
        </div>
        <CapabilityList tone="dark" compact className="max-w-2xl" />
        <div className="min-h-0 max-w-2xl flex-1">
          <AuthShowcase />
        </div>
      </div>
    </>
  );
}
