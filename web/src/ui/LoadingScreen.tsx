/** "Loading..." in the middle of an empty screen, while the store or a whole app loads. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-screen items-center justify-center text-lg text-gray-600" role="status">
      Loading...
    </div>
  );
}
