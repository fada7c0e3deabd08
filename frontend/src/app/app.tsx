import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, useLocation, useSearchParams, type RouteObject } from 'react-router';
import { whenSessionEnds } from '../api/client';
import { LoginPage } from '../features/auth/pages/login-page';
import { sessionKeys, startSso, useSession, useSessionActions } from '../features/auth/auth.queries';
import { AppLayout } from './app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { createQueryClient } from './query-client';
import { afterLogin, loginPath, ROUTES } from './routes';

/** What the layout shows as the page title (and the document's), per route. */
export interface RouteHandle {
  title: string;
}

const splash = <p className="splash">Loading…</p>;

/**
 * Every route shows its own error inside the frame (RouteError: a page whose code is gone after a
 * deploy reloads once), and the splash while its page's code loads on the first visit.
 */
const withErrors = (route: RouteObject): RouteObject => ({ errorElement: <RouteError />, hydrateFallbackElement: splash, ...route });

// Pages load with their route: the sign-in page and the frame come in the first bundle, the rest on demand.
const routes: RouteObject[] = [
  withErrors({ path: ROUTES.login, element: <LoginRoute />, handle: { title: 'Sign in' } }),
  withErrors({
    path: ROUTES.acceptInvitation,
    handle: { title: 'Join an organization' },
    lazy: () => import('../features/members/pages/accept-invitation-page').then((m) => ({ Component: m.AcceptInvitationRoute })),
  }),
  withErrors({
    element: <SignedIn />,
    children: (
      [
        {
          index: true,
          handle: { title: 'Home' },
          lazy: () => import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
        },
        {
          path: ROUTES.projects,
          handle: { title: 'Projects' },
          lazy: () => import('../features/projects/pages/projects-page').then((m) => ({ Component: m.ProjectsPage })),
        },
        {
          path: ROUTES.endpoints,
          handle: { title: 'Endpoints' },
          lazy: () => import('../features/endpoints/pages/endpoints-page').then((m) => ({ Component: m.EndpointsPage })),
        },
        {
          path: ROUTES.endpoint,
          handle: { title: 'Endpoint' },
          lazy: () => import('../features/endpoints/pages/endpoint-page').then((m) => ({ Component: m.EndpointRoute })),
        },
        {
          path: ROUTES.destination,
          handle: { title: 'Destination' },
          lazy: () => import('../features/endpoints/pages/destination-page').then((m) => ({ Component: m.DestinationRoute })),
        },
        {
          path: ROUTES.events,
          handle: { title: 'Events' },
          lazy: () => import('../features/events/pages/events-page').then((m) => ({ Component: m.EventsPage })),
        },
        {
          path: ROUTES.event,
          handle: { title: 'Event' },
          lazy: () => import('../features/events/pages/event-detail-page').then((m) => ({ Component: m.EventDetailRoute })),
        },
        {
          path: ROUTES.operations,
          handle: { title: 'Operations' },
          lazy: () => import('../features/operations/pages/operations-page').then((m) => ({ Component: m.OperationsPage })),
        },
        {
          path: ROUTES.notifications,
          handle: { title: 'Notifications' },
          lazy: () => import('../features/notifications/pages/notifications-page').then((m) => ({ Component: m.NotificationsPage })),
        },
        {
          path: ROUTES.members,
          handle: { title: 'Members' },
          lazy: () => import('../features/members/pages/members-page').then((m) => ({ Component: m.MembersPage })),
        },
        {
          path: ROUTES.auditLog,
          handle: { title: 'Audit log' },
          lazy: () => import('../features/audit-log/pages/audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
        },
        {
          path: ROUTES.apiKeys,
          handle: { title: 'API keys' },
          lazy: () => import('../features/api-keys/pages/api-keys-page').then((m) => ({ Component: m.ApiKeysPage })),
        },
        {
          path: ROUTES.account,
          handle: { title: 'Account' },
          lazy: () => import('../features/account/pages/account-page').then((m) => ({ Component: m.AccountPage })),
        },
        {
          path: ROUTES.security,
          handle: { title: 'Security' },
          lazy: () => import('../features/security/pages/security-page').then((m) => ({ Component: m.SecurityPage })),
        },
        { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
      ] satisfies RouteObject[]
    ).map(withErrors),
  }),
];

export function App() {
  const [queryClient] = useState(() => {
    const created = createQueryClient();
    // Any answer saying the session is gone (signed out elsewhere, expired) signs this tab out.
    whenSessionEnds(() => created.setQueryData(sessionKeys.current, null));
    return created;
  });
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

/** The signed-in frame; without a session, sign-in first and then back here. */
function SignedIn() {
  const session = useSession();
  const { signOut, switchOrganization } = useSessionActions();
  const location = useLocation();
  if (session.isPending) return splash;
  if (session.isError) return <SessionError retry={() => void session.refetch()} />;
  if (session.data === null) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  // A restricted session (the organization requires two-factor) may only set it up, on the Account page.
  if (session.data.two_factor_setup_required && location.pathname !== ROUTES.account) return <Navigate to={ROUTES.account} replace />;
  return <AppLayout session={session.data} onSignOut={signOut} onSwitchOrganization={switchOrganization} />;
}

function LoginRoute() {
  const session = useSession();
  const { signIn, signUp } = useSessionActions();
  const [params] = useSearchParams();
  if (session.isPending) return splash;
  if (session.data) return <Navigate to={afterLogin(params.get('next'))} replace />;
  return (
    <LoginPage
      onSignIn={signIn}
      onSignUp={signUp}
      onStartSso={async (email) => window.location.assign(await startSso(email))}
      ssoError={params.get('sso_error')}
    />
  );
}

function SessionError({ retry }: { retry: () => void }) {
  return (
    <main className="auth-layout">
      <section className="card auth-card">
        <p className="alert" role="alert">
          The server could not be reached. Check your connection and try again.
        </p>
        <button type="button" className="button button-primary" onClick={retry}>
          Try again
        </button>
      </section>
    </main>
  );
}
