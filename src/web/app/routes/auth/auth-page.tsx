import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from "react";
import { Navigate, useNavigate, useSearchParams } from "@web/lib/router";
import { LogIn, Send, ShieldCheck, UserPlus } from "lucide-react";
import { Card, CardContent } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { cn } from "@web/lib/cn";
import { ADMIN_ROLE } from "@shared/identity/roles";
import { useUser } from "@web/features/auth/api/get-user";
import { LoginPanel } from "@web/features/auth/components/login-panel";
import { Spinner } from "@web/components/ui/spinner";
import { useWideScreen } from "./use-wide-screen";
import { CapabilityList } from "./capabilities";
import { SitebookMark } from "./sitebook-mark";
import { brandPalette } from "@shared/rules/brand-colour";
import { BRAND_COLOUR_STORAGE_KEY } from "@web/lib/theme";
import "./auth-page.css";

const SITEBOOK_GREEN = "#0C6D52";

/**
 * The front door wears the company's colour once this browser has seen it; before that, Sitebook's
 * own green rather than the neutral grey default, which reads as a disabled button here.
 */
function frontDoorColours(): CSSProperties | undefined {
  try {
    if (localStorage.getItem(BRAND_COLOUR_STORAGE_KEY)) return undefined;
  } catch {
    /* storage unavailable: fall through to the product colour */
  }
  const p = brandPalette(SITEBOOK_GREEN);
  return { "--brand": p.brand, "--brand-dark": p.dark, "--brand-light": p.light, "--brand-foreground": p.foreground } as CSSProperties;
}

/** The showcase panel only exists on large screens (it is hidden below lg): a phone never downloads or renders it. */
const AuthAside = lazy(() => import("./auth-aside"));
// The other tabs' forms load when opened: the sign-in page's first download carries the Login form
// only (issue 13: 150 kB), and they bring react-hook-form, which the light login form does without.
const RegisterForm = lazy(() => import("@web/features/auth/components/register-form").then((m) => ({ default: m.RegisterForm })));
const RequestAccessForm = lazy(() => import("@web/features/auth/components/request-access-form").then((m) => ({ default: m.RequestAccessForm })));

function TabLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner className="mx-auto my-8 text-slate-400" label="Loading" />}>{children}</Suspense>;
}

type Tab = "login" | "register" | "request";

/** Where to go after signing in: `?next=` when it is a path of this app (an asset label's scan), else the contracts. */
const afterSignIn = (next: string | null) => (next && /^\/(?![/\\])/.test(next) ? next : "/contracts");

/** /auth (product.md §2.2): Login, Register (administrators only) and Request Access, with a showcase on large screens. */
export default function AuthPage() {
  const { user, isLoading } = useUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const wide = useWideScreen();
  const [tab, setTab] = useState<Tab>(params.get("tab") === "request" ? "request" : "login");
  // The spec's "one specific administrator": whoever holds the Admin role (docs/decisions/0005-register.md).
  // Signed-in users are sent on to /contracts below, so, as the spec notes, the tab is effectively hidden.
  const showRegister = user?.role === ADMIN_ROLE;

  // The form shows at once, while the current-user check is still on its way: nearly everyone here
  // is signed out, and waiting for the answer put a second render between a phone and the form.
  const next = afterSignIn(params.get("next"));
  if (user && !isLoading) return <Navigate to={next} replace />;

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]" style={frontDoorColours()}>
      <div className="flex min-h-dvh flex-col px-4 py-6 sm:px-8 lg:px-12 xl:px-16">
        <header className="flex items-center gap-2.5">
          <SitebookMark />
          <div className="leading-tight">
            <p className="text-lg font-bold tracking-tight text-slate-900">Sitebook</p>
            <p className="text-xs text-slate-500">Site management for construction</p>
          </div>
        </header>

        <main className="flex flex-1 flex-col justify-center py-8 lg:py-10">
          <div className="mx-auto w-full max-w-md">
            <div className="mb-6">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{tab === "request" ? "Get access to Sitebook" : "Welcome back"}</h1>
              <p className="mt-1.5 text-sm text-slate-500">
                {tab === "request" ? "Ask your company's administrator for an account." : "Sign in to manage your contracts, sites and teams."}
              </p>
            </div>
            <Card className="shadow-md shadow-slate-200/60">
              <CardContent className="p-5 pt-5 sm:p-6 sm:pt-6">
                <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
                  <TabsList className={cn("grid h-11 w-full", showRegister ? "grid-cols-3" : "grid-cols-2")}>
                    <TabsTrigger value="login">
                      <LogIn aria-hidden="true" />
                      Login
                    </TabsTrigger>
                    {showRegister && (
                      <TabsTrigger value="register">
                        <UserPlus aria-hidden="true" />
                        Register
                      </TabsTrigger>
                    )}
                    <TabsTrigger value="request">
                      <Send aria-hidden="true" />
                      <span className="sm:hidden">Request</span>
                      <span className="hidden sm:inline">Request Access</span>
                    </TabsTrigger>
                  </TabsList>
                  <TabsContent value="login" className="mt-5">
                    <LoginPanel initialEmail={params.get("email") ?? ""} onSignedIn={() => navigate(next, { replace: true })} />
                  </TabsContent>
                  {showRegister && (
                    <TabsContent value="register" className="mt-5">
                      <TabLoading>
                        <RegisterForm />
                      </TabLoading>
                    </TabsContent>
                  )}
                  <TabsContent value="request" className="mt-5">
                    <TabLoading>
                      <RequestAccessForm onSubmitted={() => setTab("login")} />
                    </TabLoading>
                  </TabsContent>
                </Tabs>
              </CardContent>
            </Card>
            <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-slate-500">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              Protected by an invisible security check. Your password is never stored in plain text.
            </p>
            <section className="mt-10 lg:hidden" aria-labelledby="capabilities-heading">
              <h2 id="capabilities-heading" className="mb-4 text-sm font-semibold text-slate-900">
                Everything your sites need, in one place
              </h2>
              <CapabilityList />
            </section>
          </div>
        </main>

        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 pt-4 text-xs text-slate-500">
          <span>© 2025 Sitebook</span>
          <span>Built for UK construction and contracting companies</span>
        </footer>
      </div>

      <aside className="sb-grid-bg relative hidden overflow-hidden bg-slate-950 lg:sticky lg:top-0 lg:block lg:h-dvh" aria-label="About Sitebook">
        {wide && (
          <Suspense fallback={null}>
            <AuthAside />
          </Suspense>
        )}
      </aside>
    </div>
  );
}
