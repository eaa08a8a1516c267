export { useSidebar } from './sidebar-context';
export { SidebarProvider } from './sidebar-provider';
export { Sidebar, SidebarInset, SidebarTrigger } from './sidebar';
export {
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from './sidebar-sections';
