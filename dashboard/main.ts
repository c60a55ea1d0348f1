// Entry of the dashboard build (EB_TARGET=dashboard): registers <eb-dashboard> and its views.
import './app/app';
