import { Plus, Star } from "lucide-react";
import { TEMPLATE_TYPES, type TemplateSummary } from "@shared/pdf-templates/pdf-template";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";

/** The templates by type, each type's default first and marked. */
export function TemplateList({
  items,
  activeId,
  onOpen,
  onNew,
  canCreate,
}: {
  items: TemplateSummary[];
  activeId: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
  canCreate: boolean;
}) {
  return (
    <nav aria-label="Templates" className="grid content-start gap-x-6 gap-y-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] 2xl:grid-cols-1">
      {canCreate && (
        <Button variant="outline" size="sm" onClick={onNew} className="justify-start sm:order-last 2xl:order-first">
          <Plus /> New template
        </Button>
      )}
      {TEMPLATE_TYPES.map((type) => {
        const mine = items.filter((t) => t.templateType === type.value);
        return (
          <div key={type.value} className="min-w-0">
            <h2 className="mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">{type.label}</h2>
            {mine.length === 0 ? (
              <p className="text-xs text-slate-400">No templates yet</p>
            ) : (
              <ul className="grid gap-1">
                {mine.map((t) => (
                  <li key={t.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(t.id)}
                      aria-current={t.id === activeId ? "true" : undefined}
                      className={cn(
                        "flex w-full items-center justify-between gap-2 rounded-md px-2.5 py-2 text-left text-sm hover:bg-slate-100",
                        t.id === activeId ? "bg-slate-100 font-medium text-slate-900" : "text-slate-700",
                      )}
                    >
                      <span className="min-w-0 truncate">{t.name}</span>
                      <span className="flex shrink-0 gap-1">
                        {t.isDefault && (
                          <Badge variant="info" className="gap-0.5">
                            <Star className="fill-current" /> Default
                          </Badge>
                        )}
                        {!t.isActive && <Badge variant="outline">Inactive</Badge>}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </nav>
  );
}
