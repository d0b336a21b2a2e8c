// The naive build the landing is compared with: React, React Router and the whole Firebase SDK (Auth and the
// full Firestore) imported at the top of the only chunk, as an app without code splitting would.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { initializeApp } from 'firebase/app';
import { getAuth, onAuthStateChanged } from 'firebase/auth';
import { getFirestore, doc, getDoc } from 'firebase/firestore';

const app = initializeApp({ apiKey: 'x', projectId: 'demo-naive', appId: 'x' });
onAuthStateChanged(getAuth(app), () => undefined);
(window as unknown as { naive: unknown }).naive = { db: getFirestore(app), doc, getDoc };

const router = createBrowserRouter([{ path: '*', element: createElement('h1', null, 'Naive') }]);
createRoot(document.getElementById('root')!).render(createElement(RouterProvider, { router }));
