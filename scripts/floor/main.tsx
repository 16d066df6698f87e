// The stack's floor page (scripts/bench-lighthouse.mjs --floor): React, the router and ChakraProvider with Chakra's
// default system, rendering a heading and a button on the client. What any page of this stack costs at the least;
// the app's `/` is measured against it in the same run.
import { Button, ChakraProvider, defaultSystem, Heading, Stack } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

function Page() {
  return (
    <Stack gap="4" p="8" align="flex-start">
      <Heading as="h1" size="4xl">
        Get rewarded for every follow, like and comment
      </Heading>
      <Button colorPalette="purple">Start earning</Button>
    </Stack>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Page /> }]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </StrictMode>,
  );
