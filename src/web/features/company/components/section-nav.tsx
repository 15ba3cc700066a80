import { ALL_SECTIONS } from "./company-profile-sections";

/** Jump links to the form's sections, for the wide layout. */
export function SectionNav() {
  return (
    <nav aria-label="Sections" className="sticky top-20 hidden self-start lg:block">
      <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">On this page</p>
      <ul className="grid gap-0.5">
        {ALL_SECTIONS.map(({ id, title, icon: Icon }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" });
              }}
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-600 transition-colors hover:bg-white hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
            >
              <Icon className="size-4 text-slate-400" aria-hidden="true" />
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
