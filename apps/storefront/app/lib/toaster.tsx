import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from './toast';

/** sonner's Toaster as the storefront places it; lazy in root.tsx (see lib/toast.ts). */
export function AppToaster() {
  useEffect(toasterMounted, []);
  return <Toaster richColors position="top-center" />;
}
