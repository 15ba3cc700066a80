import { costHeadLabel } from "@shared/rules/cvr";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { allowedTab, drillTabs, type Drill, type DrillTab } from "./drill";
import { EntriesDrill } from "./entries-drill";
import { LabourDaysDrill, LabourWorkersDrill } from "./labour-drill";
import { OrdersDrill } from "./orders-drill";

/** Which screens the reader may open from a record: an order, a worker, the contract's diary. */
export type Opens = { orders: boolean; workers: boolean; diary: boolean };

type Props = {
  slug: string;
  drill: Drill | null;
  namesVisible: boolean;
  opens: Opens;
  onDrill: (drill: Drill) => void;
  onClose: () => void;
};

function TabBody({ slug, head, tab, opens }: { slug: string; head: Extract<Drill, { head: unknown }>["head"]; tab: DrillTab; opens: Opens }) {
  if (tab === "labour") return <LabourDaysDrill slug={slug} />;
  if (tab === "workers") return <LabourWorkersDrill slug={slug} opensWorkers={opens.workers} />;
  if (tab === "entries" && (head === "plant" || head === "waste" || head === "energy"))
    return <EntriesDrill slug={slug} head={head} opensDiary={opens.diary} />;
  return <OrdersDrill slug={slug} scope={{ head }} opensOrders={opens.orders} />;
}

/** The records behind a head's figures (its tabs) or behind a cost code (its orders), in a dialog, a page at a time. */
export function DrillDialog({ slug, drill, namesVisible, opens, onDrill, onClose }: Props) {
  const shown = drill && allowedTab(drill, namesVisible);
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-5xl">
        {shown && "head" in shown && (
          <>
            <DialogHeader>
              <DialogTitle>{costHeadLabel(shown.head)}: the records behind the figures</DialogTitle>
              <DialogDescription>Every record that makes the head's committed, invoiced, accrued and actual cost.</DialogDescription>
            </DialogHeader>
            <Tabs value={shown.tab} onValueChange={(tab) => onDrill({ head: shown.head, tab: tab as DrillTab })} className="min-w-0">
              {drillTabs(shown.head, namesVisible).length > 1 && (
                <TabsList aria-label={`${costHeadLabel(shown.head)} records`}>
                  {drillTabs(shown.head, namesVisible).map((t) => (
                    <TabsTrigger key={t.value} value={t.value}>
                      {t.label}
                    </TabsTrigger>
                  ))}
                </TabsList>
              )}
              <TabsContent value={shown.tab} className="min-w-0">
                <TabBody key={shown.tab} slug={slug} head={shown.head} tab={shown.tab} opens={opens} />
              </TabsContent>
            </Tabs>
          </>
        )}
        {shown && "costCode" in shown && (
          <>
            <DialogHeader>
              <DialogTitle>Cost code {shown.costCode}</DialogTitle>
              <DialogDescription>The orders with lines under this cost code, each line with its share of the order's actual cost.</DialogDescription>
            </DialogHeader>
            <OrdersDrill slug={slug} scope={{ costCode: shown.costCode }} opensOrders={opens.orders} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
