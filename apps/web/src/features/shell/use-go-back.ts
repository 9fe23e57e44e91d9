import { useNavigate } from 'react-router';

/** Back inside the app when the user came from one of its pages, otherwise home. */
export function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  };
}
